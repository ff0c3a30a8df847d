import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import type { Role } from "../../../common/schemas.ts";
import { setUnauthorizedHandler } from "../../lib/api-client.ts";
import { clearSession } from "../../lib/session.ts";
import { UnsavedChangesReport, useLeaveGuard } from "../ui/leave-guard.tsx";
import { Icon } from "./icons.tsx";
import { NAV_ITEMS } from "./nav-items.ts";

const WIDE = "(min-width: 768px)";

type ShellProps = { panelRole: Role; username: string; children: ReactNode };

/** Sidebar, header and content area shared by the admin and editor screens. */
export function BackofficeShell({ panelRole: role, username, children }: ShellProps) {
  const navigate = useNavigate();
  // Starts expanded; on a phone the wide sidebar would cover the page, so it starts as a rail.
  const [expanded, setExpanded] = useState(() => window.matchMedia(WIDE).matches);
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);

  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => setUnauthorizedHandler(() => navigate("/login", { replace: true })), [navigate]);

  // On a phone the expanded sidebar floats over the page: Escape closes it.
  useEffect(() => {
    if (wide || !expanded) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]")) setExpanded(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [wide, expanded]);

  const leaveGuard = useLeaveGuard();

  async function logout() {
    if (overlay) setExpanded(false); // like the links: the page shows again, a question on top
    if (!(await leaveGuard.confirmLeaving())) return;
    clearSession();
    navigate("/", { replace: true });
  }

  const overlay = expanded && !wide;
  const panel = role === "admin" ? "Panel Admin" : "Panel Editor";

  return (
    <div className="flex min-h-dvh bg-gading">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-bata"
      >
        Langsung ke konten
      </a>
      {/* Keeps the rail's place in the layout while the phone sidebar floats over the page. */}
      {overlay ? <div className="w-16 shrink-0" aria-hidden="true" /> : null}
      {overlay ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the menu button do the same
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div className="fixed inset-0 z-30 bg-stone-950/50" onClick={() => setExpanded(false)} />
      ) : null}
      <aside
        className={`${overlay ? "fixed inset-y-0 left-0 z-40 shadow-2xl" : "sticky top-0 h-dvh"} flex shrink-0 flex-col bg-bata text-white transition-[width] duration-200 ${
          expanded ? "w-64" : "w-16"
        }`}
      >
        <div
          className={`flex h-16 shrink-0 items-center border-b border-white/15 ${expanded ? "gap-3 pr-2 pl-4" : "justify-center"}`}
        >
          {expanded ? (
            <>
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-emas bg-gading font-serif text-sm font-bold text-bata"
              >
                KK
              </span>
              <p className="min-w-0 flex-1 leading-tight">
                <span className="block truncate font-serif text-base">Keraton Kasepuhan</span>
                <span className="block text-xs tracking-wide text-white/80 uppercase">{panel}</span>
              </p>
            </>
          ) : null}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="sidebar-nav"
            onClick={() => setExpanded((v) => !v)}
            title={expanded ? "Ciutkan menu" : "Lebarkan menu"}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/12 focus-visible:outline-3 focus-visible:outline-emas"
          >
            <Icon name={expanded ? "collapse" : "menu"} />
            <span className="sr-only">Menu samping</span>
          </button>
        </div>
        <nav
          id="sidebar-nav"
          aria-label={`Menu ${role}`}
          className="flex flex-1 flex-col overflow-y-auto py-3"
        >
          <ul className="space-y-1 px-2">
            {NAV_ITEMS[role].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  title={expanded ? undefined : item.label}
                  onClick={() => overlay && setExpanded(false)}
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
              onClick={() => void logout()}
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

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <p className="min-w-0 flex-1 truncate font-serif text-lg text-bata">
            <span className="hidden sm:inline">Keraton Kasepuhan Cirebon · </span>
            {panel}
          </p>
          <p className="hidden text-sm text-stone-600 md:block">
            Masuk sebagai <span className="font-semibold text-stone-900">{username}</span>
          </p>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3 font-semibold text-stone-800 hover:bg-gading focus-visible:outline-3 focus-visible:outline-emas"
          >
            <Icon name="home" className="size-5" />
            Home
          </Link>
        </header>
        <main
          id="konten"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 lg:px-8"
        >
          <UnsavedChangesReport value={leaveGuard.report}>{children}</UnsavedChangesReport>
        </main>
      </div>
    </div>
  );
}

/** What the server sends for a back-office address: a calm placeholder until the browser checks the session. */
export function BackofficeLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gading p-6">
      <p className="flex items-center gap-3 font-serif text-lg text-bata" role="status">
        <span
          className="size-5 animate-spin rounded-full border-2 border-bata border-t-transparent"
          aria-hidden="true"
        />
        Memuat...
      </p>
    </div>
  );
}
