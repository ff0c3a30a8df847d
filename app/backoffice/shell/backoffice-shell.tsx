import type { Role } from "@common/schemas/users.schema.ts";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { UnsavedChangesReport, useLeaveGuard } from "~/backoffice/ui/leave-guard.tsx";
import { setUnauthorizedHandler } from "~/lib/api-client.ts";
import { formBeingSent, loginPathAfterSessionEnd } from "~/lib/return-path.ts";
import { signOut } from "~/lib/sign-out.ts";
import { PHONE_MENU_ID, PhoneMenu } from "./phone-menu.tsx";
import { Sidebar } from "./sidebar.tsx";
import { Topbar } from "./topbar.tsx";
import { useMediaQuery } from "./use-media-query.ts";

const WIDE = "(min-width: 768px)";

type ShellProps = { panelRole: Role; username: string; children: ReactNode };

/** Sidebar, header and content area shared by the admin and editor screens. */
export function BackofficeShell({ panelRole, username, children }: ShellProps) {
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE);
  // Wide screens: SPEC's collapsible sidebar, starting expanded. Phones: a slide-out menu.
  const [expanded, setExpanded] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
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

  // Turned to a wide screen with the phone menu open: the sidebar takes over.
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  async function logout() {
    setMenuOpen(false); // like the links: the page shows again, a question on top
    if (!(await leaveGuard.confirmLeaving())) return;
    signOut();
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
      {wide ? (
        <Sidebar
          panelRole={panelRole}
          panel={panel}
          expanded={expanded}
          overlay={false}
          onToggle={() => setExpanded((v) => !v)}
          onNavigate={() => {}}
          onLogout={() => void logout()}
        />
      ) : (
        <PhoneMenu
          panelRole={panelRole}
          panel={panel}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onLogout={() => void logout()}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Topbar
          panel={panel}
          username={username}
          akunPath={`/${panelRole}/akun`}
          menuButton={
            wide
              ? undefined
              : { open: menuOpen, controls: PHONE_MENU_ID, onOpen: () => setMenuOpen(true) }
          }
        />
        <main
          id="konten"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 [--sticky-top:4rem] sm:px-6 lg:px-8"
        >
          <UnsavedChangesReport value={leaveGuard.report}>{children}</UnsavedChangesReport>
        </main>
      </div>
    </div>
  );
}
