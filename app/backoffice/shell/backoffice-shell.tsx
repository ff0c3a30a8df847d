import type { Role } from "@common/schemas.ts";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { UnsavedChangesReport, useLeaveGuard } from "~/backoffice/ui/leave-guard.tsx";
import { setUnauthorizedHandler } from "~/lib/api-client.ts";
import { formBeingSent, loginPathAfterSessionEnd } from "~/lib/return-path.ts";
import { clearSession } from "~/lib/session.ts";
import { Sidebar } from "./sidebar.tsx";
import { Topbar } from "./topbar.tsx";
import { useMediaQuery } from "./use-media-query.ts";

const WIDE = "(min-width: 768px)";

type ShellProps = { panelRole: Role; username: string; children: ReactNode };

/** Sidebar, header and content area shared by the admin and editor screens. */
export function BackofficeShell({ panelRole, username, children }: ShellProps) {
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE);
  // Starts expanded; on a phone the wide sidebar would cover the page, so it starts as a rail.
  const [expanded, setExpanded] = useState(wide);
  const overlay = expanded && !wide;
  const leaveGuard = useLeaveGuard();

  // An ended session: to /login saying so, with the way back to this screen and its open form.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search } = window.location;
        navigate(loginPathAfterSessionEnd({ pathname, search, reopen: formBeingSent() }), {
          replace: true,
        });
      }),
    [navigate],
  );

  // On a phone the expanded sidebar floats over the page: Escape closes it.
  useEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]")) setExpanded(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [overlay]);

  async function logout() {
    if (overlay) setExpanded(false); // like the links: the page shows again, a question on top
    if (!(await leaveGuard.confirmLeaving())) return;
    clearSession();
    navigate("/", { replace: true });
  }

  const panel = panelRole === "admin" ? "Panel Admin" : "Panel Editor";
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
      <Sidebar
        panelRole={panelRole}
        panel={panel}
        expanded={expanded}
        overlay={overlay}
        onToggle={() => setExpanded((v) => !v)}
        onNavigate={() => overlay && setExpanded(false)}
        onLogout={() => void logout()}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Topbar panel={panel} username={username} />
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
