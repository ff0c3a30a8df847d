import { POPUPS } from "@common/messages.ts";
import { getSettings } from "~/backoffice/settings/get-settings.ts";
import { SettingsForm } from "~/backoffice/settings/settings-form.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { StoredRecordScreen } from "~/backoffice/ui/stored-record-screen.tsx";

export const meta = () => backofficeTitle("Settings", "admin");

export default function Settings() {
  return (
    <StoredRecordScreen
      title="Settings"
      description="Kontak, deskripsi footer, dan struktur kesultanan yang tampil di situs publik."
      load={getSettings}
      failure={{ log: "Gagal mengambil settings:", popup: POPUPS.settings.loadFailed }}
      Form={SettingsForm}
    />
  );
}
