import { POPUPS } from "@common/messages.ts";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { TextScreen } from "~/backoffice/texts/text-screen.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Visi & Misi", "admin");

const TABS = [
  { key: "visi", label: "Visi" },
  { key: "misi", label: "Misi" },
] as const;

export default function VisiMisi() {
  return (
    <>
      <PageHeader
        title="Visi & Misi"
        description="Visi dan misi keraton yang tampil di halaman utama situs."
      />
      <TextScreen
        family="visi_misi"
        tabs={TABS}
        loadFailed={POPUPS.visiMisi.loadFailed}
        saveFailed={POPUPS.visiMisi.saveFailed}
      />
    </>
  );
}
