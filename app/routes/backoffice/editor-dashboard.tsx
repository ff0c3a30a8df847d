import { Dashboard } from "~/backoffice/shell/dashboard.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";

export const meta = () => backofficeTitle("Dashboard", "editor");

export default function EditorDashboard() {
  return (
    <Dashboard
      panelRole="editor"
      greeting="Selamat Datang, Editor"
      summary="Dari sini Anda mengelola dokumentasi kegiatan dan informasi Keraton Kasepuhan Cirebon."
    />
  );
}
