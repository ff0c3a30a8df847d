import type { Kunjungan } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { getKunjungan } from "~/backoffice/kunjungan/get-kunjungan.ts";
import { KunjunganForm } from "~/backoffice/kunjungan/kunjungan-form.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { showError } from "~/backoffice/ui/alerts.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";

export const meta = () => backofficeTitle("Kunjungan", "admin");

/** /admin/kunjungan: what the public visit page says about hours, tickets and the way there. */
export default function KunjunganScreen() {
  const stored = useLoaded(getKunjungan, null as Kunjungan | null, (error) => {
    console.error("Gagal mengambil data kunjungan:", error);
    void showError(POPUPS.kunjungan.loadFailed);
  });
  return (
    <>
      <PageHeader
        title="Kunjungan"
        description="Jam buka, harga tiket, catatan, dan petunjuk arah yang tampil di halaman Kunjungan."
      />
      {/* Mounted again once loaded: the form starts from the stored values. */}
      <KunjunganForm
        key={stored.data ? "loaded" : "loading"}
        stored={stored.data}
        loading={stored.loading}
      />
    </>
  );
}
