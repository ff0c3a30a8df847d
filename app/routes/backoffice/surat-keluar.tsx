import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { SuratKeluarScreen } from "~/backoffice/surat-keluar/surat-keluar-screen.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Email Keluar", "admin");

/** Admin only: the mail the site sent or is trying to send. */
export default function SuratKeluarPage() {
  return (
    <>
      <PageHeader
        title="Email Keluar"
        description="Email yang dikirim situs: pemberitahuan reservasi, konfirmasi ke pemesan dan tautan lupa password. Email yang gagal dicoba lagi selama 24 jam; setelah itu dapat dikirim ulang dari sini. Waktu menurut WIB."
      />
      <SuratKeluarScreen />
    </>
  );
}
