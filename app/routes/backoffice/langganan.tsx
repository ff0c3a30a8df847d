import { useLocation } from "react-router";
import { LanggananScreen } from "~/backoffice/langganan/langganan-screen.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Pelanggan", "admin");

/** Subscribers by mail (decision 160): counts for staff; mail sent, search, delete, CSV for admins. */
export default function LanggananPage() {
  const admin = useLocation().pathname.startsWith("/admin/");
  return (
    <>
      <PageHeader
        title="Pelanggan"
        description="Pengunjung yang berlangganan berita dan pengingat agenda lewat email. Alamat yang tidak dikonfirmasi dalam 7 hari terhapus sendiri."
      />
      <LanggananScreen admin={admin} />
    </>
  );
}
