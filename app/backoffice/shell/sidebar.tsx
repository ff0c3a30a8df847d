import type { Role } from "@common/schemas/users.schema.ts";
import { Icon } from "./icons.tsx";
import { PanelBrand } from "./panel-brand.tsx";
import { PanelNavEntries } from "./panel-nav-entries.tsx";

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
        <PanelNavEntries
          panelRole={panelRole}
          collapsed={!expanded}
          onNavigate={onNavigate}
          onLogout={onLogout}
        />
      </nav>
    </aside>
  );
}
