import type { Settings as SettingsRecord } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { getSettings } from "~/backoffice/settings/get-settings.ts";
import { SettingsForm } from "~/backoffice/settings/settings-form.tsx";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { showError } from "~/backoffice/ui/alerts.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";

export const meta = () => backofficeTitle("Settings", "admin");

export default function Settings() {
  const stored = useLoaded(getSettings, null as SettingsRecord | null, (error) => {
    console.error("Gagal mengambil settings:", error);
    void showError(POPUPS.settings.loadFailed);
  });
  return (
    <>
      <PageHeader
        title="Settings"
        description="Kontak, deskripsi footer, dan struktur kesultanan yang tampil di situs publik."
      />
      {/* Mounted again once loaded: the form starts from the stored record. */}
      <SettingsForm
        key={stored.data ? "loaded" : "loading"}
        stored={stored.data}
        loading={stored.loading}
      />
    </>
  );
}
