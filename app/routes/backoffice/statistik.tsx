import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import { StatistikScreen } from "~/backoffice/statistik/statistik-screen.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import type { Route } from "./+types/statistik";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Statistik", panelRoleOf(location.pathname));

/** The same screen for admin (/admin/statistik) and editor (/editor/statistik). */
export default function StatistikRoute() {
  return (
    <>
      <PageHeader
        title="Statistik"
        description="Apa yang dibaca pengunjung, dari mana mereka datang, dan apa yang mereka cari. Tanggal menurut WIB."
      />
      <StatistikScreen />
    </>
  );
}
