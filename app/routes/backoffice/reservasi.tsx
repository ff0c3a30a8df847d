import { ReservasiScreen } from "~/backoffice/reservasi/reservasi-screen.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import type { Route } from "./+types/reservasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Reservasi", panelRoleOf(location.pathname));

/** The same screen for admin (/admin/reservasi) and editor (/editor/reservasi). */
export default function Reservasi() {
  return <ReservasiScreen />;
}
