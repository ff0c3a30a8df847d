import { dokumentasiKind } from "@common/content/dokumentasi.kind.ts";
import { KindScreen } from "~/backoffice/content/kind-screen.tsx";
import { GaleriSection } from "~/backoffice/dokumentasi/galeri-manager.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import type { Route } from "./+types/dokumentasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle(dokumentasiKind.backoffice.title, panelRoleOf(location.pathname));

/** The same screen for admin (/admin/dokumentasi) and editor (/editor/dokumentasi). */
export default function DokumentasiScreen() {
  return (
    <KindScreen
      kind={dokumentasiKind}
      formAfter={(item) => (
        <GaleriSection item={item as Parameters<typeof GaleriSection>[0]["item"]} />
      )}
    />
  );
}
