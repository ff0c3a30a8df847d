import { SettingsForm } from "../../backoffice/settings/settings-form.tsx";
import { backofficeTitle } from "../../backoffice/shell/nav-items.ts";
import { PageHeader } from "../../backoffice/ui/page-header.tsx";

export const meta = () => backofficeTitle("Settings", "admin");

export default function Settings() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Kontak, deskripsi footer, dan struktur kesultanan yang tampil di situs publik."
      />
      <SettingsForm />
    </>
  );
}
