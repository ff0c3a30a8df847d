import { Dashboard } from "~/backoffice/shell/dashboard.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";

export const meta = () => backofficeTitle("Dashboard", "admin");

export default function AdminDashboard() {
  return (
    <Dashboard
      panelRole="admin"
      greeting="Selamat Datang, Admin"
      summary="Dari sini Anda mengelola pengguna, pengaturan situs, sejarah dan silsilah, visi dan misi, dokumentasi kegiatan, serta informasi Keraton Kasepuhan Cirebon."
    />
  );
}
