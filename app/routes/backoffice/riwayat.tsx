import { RiwayatScreen } from "~/backoffice/riwayat/riwayat-screen.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Riwayat Perubahan", "admin");

/** Admin only: who changed what and when, logins included. */
export default function Riwayat() {
  return (
    <>
      <PageHeader
        title="Riwayat Perubahan"
        description="Siapa mengubah apa dan kapan, termasuk login yang berhasil dan yang gagal. Waktu menurut WIB."
      />
      <RiwayatScreen />
    </>
  );
}
