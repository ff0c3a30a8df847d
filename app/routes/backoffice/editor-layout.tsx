import { Outlet } from "react-router";
import { BackofficeLoading } from "~/backoffice/shell/backoffice-loading.tsx";
import { BackofficeShell } from "~/backoffice/shell/backoffice-shell.tsx";
import { requireRoleSession } from "~/lib/guard.ts";
import type { Route } from "./+types/editor-layout";

/** Runs in the browser only: the session lives in local storage, never on the server. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireRoleSession("editor", new URL(request.url));
}
clientLoader.hydrate = true as const;

/** Every navigation inside the back office checks the token again (it may have expired). */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return <BackofficeLoading />;
}

export default function EditorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficeShell panelRole="editor" username={loaderData.username}>
      <Outlet />
    </BackofficeShell>
  );
}
