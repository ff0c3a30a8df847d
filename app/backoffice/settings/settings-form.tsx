import type { Settings } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { SettingsInputSchema } from "@common/schemas.ts";
import { type FormEvent, useState } from "react";
import { issuesToFieldErrors } from "~/backoffice/ui/failures.ts";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { TabPanel, Tabs } from "~/backoffice/ui/tabs.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { BerandaFields } from "./beranda-fields.tsx";
import { FooterFields } from "./footer-fields.tsx";
import { KontakFields } from "./kontak-fields.tsx";
import { halfPinError, normalizeCoordinate } from "./map-pin-input.ts";
import { SETTINGS_TABS, type SettingsTab, TAB_OF_FIELD } from "./settings-tabs.ts";
import { type SettingsValues, settingsValues } from "./settings-values.ts";
import { StrukturFields } from "./struktur-fields.tsx";
import { updateSettings } from "./update-settings.ts";

type SettingsFormProps = {
  /** The record as loaded; null while loading or when the load failed (nothing can be saved). */
  stored: Settings | null;
  loading: boolean;
};

/** The settings tabs (SPEC's three, then Beranda) with one Simpan button for all of them. */
export function SettingsForm({ stored, loading }: SettingsFormProps) {
  const [tab, setTab] = useState<SettingsTab>("kontak");
  const form = useBackofficeForm({
    initial: settingsValues(stored),
    check: (values: SettingsValues) => {
      const parsed = SettingsInputSchema.safeParse({
        ...values,
        Peta_Lintang: normalizeCoordinate(values.Peta_Lintang),
        Peta_Bujur: normalizeCoordinate(values.Peta_Bujur),
      });
      const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
      const half = halfPinError(values.Peta_Lintang, values.Peta_Bujur);
      if (half) {
        if (values.Peta_Lintang.trim() === "") errors.Peta_Lintang ??= half;
        else errors.Peta_Bujur ??= half;
      }
      if (Object.keys(errors).length === 0) return undefined;
      const firstTab = TAB_OF_FIELD[Object.keys(errors)[0] as keyof SettingsValues];
      if (firstTab) setTab(firstTab);
      return errors;
    },
    send: updateSettings,
    savedValues: (answer, sent) => settingsValues(answer.data ?? sent),
    success: POPUPS.settings.saved,
    failure: POPUPS.settings.saveFailed,
    logAs: "Gagal menyimpan settings:",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stored) void form.submit();
  }

  const panel = (key: SettingsTab) => ({
    idPrefix: "settings",
    tabKey: key,
    selected: tab === key,
  });
  return (
    <form noValidate onSubmit={submit} aria-busy={form.busy || loading} className="space-y-5">
      {!stored && !loading ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Data settings belum termuat, jadi belum bisa disimpan. Muat ulang halaman untuk mencoba
          lagi.
        </p>
      ) : null}
      <div>
        <Tabs
          idPrefix="settings"
          label="Bagian settings"
          tabs={SETTINGS_TABS}
          selected={tab}
          onSelect={setTab}
        />
        <TabPanel {...panel("kontak")}>
          <KontakFields {...form} />
        </TabPanel>
        <TabPanel {...panel("footer")}>
          <FooterFields {...form} />
        </TabPanel>
        <TabPanel {...panel("struktur")}>
          <StrukturFields {...form} />
        </TabPanel>
        <TabPanel {...panel("beranda")}>
          <BerandaFields {...form} busy={form.busy} storedTeks={stored?.Teks_Sambutan ?? ""} />
        </TabPanel>
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={form.busy} disabled={!stored} className="min-w-36" />
      </div>
    </form>
  );
}
