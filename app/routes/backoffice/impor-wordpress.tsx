import { ImporScreen } from "~/backoffice/impor/impor-screen.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Impor WordPress", "admin");

/** Admin only: moving a WordPress site here, and its old addresses. */
export default function ImporWordPress() {
  return (
    <>
      <PageHeader
        title="Impor WordPress"
        description="Pindahkan tulisan, halaman dan gambar dari situs WordPress lama; setiap alamat lamanya tetap berfungsi."
      />
      <ImporScreen />
    </>
  );
}
