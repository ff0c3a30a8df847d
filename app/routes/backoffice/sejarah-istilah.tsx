import { POPUPS } from "@common/messages.ts";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { TextScreen } from "~/backoffice/texts/text-screen.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Sejarah & Silsilah", "admin");

const TABS = [
  { key: "sejarah", label: "Sejarah" },
  { key: "silsilah", label: "Silsilah" },
] as const;

export default function SejarahIstilah() {
  return (
    <>
      <PageHeader
        title="Sejarah & Silsilah"
        description="Sejarah singkat dan silsilah yang tampil di bagian sejarah halaman utama."
      />
      {/* SPEC §8: a failed load is only logged (the screen still says it could not load). */}
      <TextScreen
        family="sejarah_istilah"
        tabs={TABS}
        saveFailed={POPUPS.sejarahIstilah.saveFailed}
      />
    </>
  );
}
