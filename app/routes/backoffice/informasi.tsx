import { informasiKind } from "@common/content/informasi.kind.ts";
import { KindScreen } from "~/backoffice/content/kind-screen.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import type { Route } from "./+types/informasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle(informasiKind.backoffice.title, panelRoleOf(location.pathname));

/** The same screen for admin (/admin/informasi) and editor (/editor/informasi). */
export default function InformasiScreen() {
  return <KindScreen kind={informasiKind} />;
}
