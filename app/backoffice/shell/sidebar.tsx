import type { Role } from "@common/schemas/users.schema.ts";
import { NavLink } from "react-router";
import { Icon } from "./icons.tsx";
import { NAV_ITEMS } from "./nav-items.ts";
import { PanelBrand } from "./panel-brand.tsx";

type SidebarProps = {
  panelRole: Role;
  panel: string;
  /** Wide with labels, or a narrow rail of icons. */
  expanded: boolean;
  /** Floating over the page (a phone with the sidebar expanded). */
  overlay: boolean;
  onToggle: () => void;
  /** A link was followed. */
  onNavigate: () => void;
  onLogout: () => void;
};

/** SPEC's collapsible sidebar: the role's items, then Logout. */
export function Sidebar({
  panelRole,
  panel,
  expanded,
  overlay,
  onToggle,
  onNavigate,
  onLogout,
}: SidebarProps) {
  return (
    <aside
      className={`${overlay ? "fixed inset-y-0 left-0 z-40 shadow-2xl" : "sticky top-0 h-dvh"} flex shrink-0 flex-col bg-bata text-white transition-[width] duration-200 ${
        expanded ? "w-64" : "w-16"
      }`}
    >
      <div
        className={`flex h-16 shrink-0 items-center border-b border-white/15 ${expanded ? "gap-3 pr-2 pl-4" : "justify-center"}`}
      >
        {expanded ? <PanelBrand panel={panel} /> : null}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="sidebar-nav"
          onClick={onToggle}
          title={expanded ? "Ciutkan menu" : "Lebarkan menu"}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/12 focus-visible:outline-3 focus-visible:outline-emas"
        >
          <Icon name={expanded ? "collapse" : "menu"} />
          <span className="sr-only">Menu samping</span>
        </button>
      </div>
      <nav
        id="sidebar-nav"
        aria-label={`Menu ${panelRole}`}
        className="flex flex-1 flex-col overflow-y-auto py-3"
      >
        <ul className="space-y-1 px-2">
          {NAV_ITEMS[panelRole].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                title={expanded ? undefined : item.label}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-[0.95rem] focus-visible:outline-3 focus-visible:outline-emas ${
                    expanded ? "" : "justify-center"
                  } ${isActive ? "bg-white font-semibold text-bata shadow" : "text-white/95 hover:bg-white/12"}`
                }
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                <span className={expanded ? "truncate" : "sr-only"}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-auto border-t border-white/15 px-2 pt-3">
          <button
            type="button"
            onClick={onLogout}
            title={expanded ? undefined : "Logout"}
            className={`flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-[0.95rem] text-white/95 hover:bg-white/12 focus-visible:outline-3 focus-visible:outline-emas ${
              expanded ? "" : "justify-center"
            }`}
          >
            <Icon name="logout" className="size-5 shrink-0" />
            <span className={expanded ? "" : "sr-only"}>Logout</span>
          </button>
        </div>
      </nav>
    </aside>
  );
}
