import { POPUPS } from "@common/messages.ts";
import { getKunjungan } from "~/backoffice/kunjungan/get-kunjungan.ts";
import { KunjunganForm } from "~/backoffice/kunjungan/kunjungan-form.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { StoredRecordScreen } from "~/backoffice/ui/stored-record-screen.tsx";

export const meta = () => backofficeTitle("Kunjungan", "admin");

/** /admin/kunjungan: what the public visit page says about hours, tickets and the way there. */
export default function KunjunganScreen() {
  return (
    <StoredRecordScreen
      title="Kunjungan"
      description="Jam buka, harga tiket, catatan, dan petunjuk arah yang tampil di halaman Kunjungan."
      load={getKunjungan}
      failure={{ log: "Gagal mengambil data kunjungan:", popup: POPUPS.kunjungan.loadFailed }}
      Form={KunjunganForm}
    />
  );
}
