import type { Role } from "@common/schemas/users.schema.ts";
import { NavLink } from "react-router";
import { Icon } from "./icons.tsx";
import { NAV_ITEMS } from "./nav-items.ts";

const ENTRY =
  "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-[0.95rem] focus-visible:outline-3 focus-visible:outline-emas";

/**
 * The role's menu entries, then Logout at the bottom: the sidebar's and the phone menu's.
 * `collapsed`: the sidebar's narrow rail of icons, where each entry's name is a tooltip and is
 * read out but not shown.
 */
export function PanelNavEntries({
  panelRole,
  collapsed = false,
  onNavigate,
  onLogout,
}: {
  panelRole: Role;
  collapsed?: boolean;
  /** A link was followed. */
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const centred = collapsed ? "justify-center" : "";
  return (
    <>
      <ul className="space-y-1 px-2">
        {NAV_ITEMS[panelRole].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${ENTRY} ${centred} ${isActive ? "bg-white font-semibold text-bata shadow" : "text-white/95 hover:bg-white/12"}`
              }
            >
              <Icon name={item.icon} className="size-5 shrink-0" />
              <span className={collapsed ? "sr-only" : "truncate"}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-white/15 px-2 pt-3">
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? "Logout" : undefined}
          className={`${ENTRY} w-full text-white/95 hover:bg-white/12 ${centred}`}
        >
          <Icon name="logout" className="size-5 shrink-0" />
          <span className={collapsed ? "sr-only" : ""}>Logout</span>
        </button>
      </div>
    </>
  );
}
