import type { Settings, Versioned } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { SettingsInputSchema } from "@common/schemas/settings.schema.ts";
import { type FormEvent, useState } from "react";
import { ONLY_ONE } from "~/backoffice/desk/desk-api.ts";
import { FormDesk } from "~/backoffice/desk/form-desk.tsx";
import { DraftOfferBanner } from "~/backoffice/drafts/draft-offer.tsx";
import { issuesToFieldErrors } from "~/backoffice/ui/failures.ts";
import { BlockedReasons, useProblemGate } from "~/backoffice/ui/form-problems.tsx";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { TabPanel, Tabs } from "~/backoffice/ui/tabs.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { BerandaFields } from "./beranda-fields.tsx";
import { FooterFields } from "./footer-fields.tsx";
import { getSettings } from "./get-settings.ts";
import { KontakFields } from "./kontak-fields.tsx";
import { halfPinError, normalizeCoordinate } from "./map-pin-input.ts";
import { SETTINGS_TABS, type SettingsTab, TAB_OF_FIELD } from "./settings-tabs.ts";
import { type SettingsValues, settingsValues } from "./settings-values.ts";
import { StrukturFields } from "./struktur-fields.tsx";
import { updateSettings } from "./update-settings.ts";

/** The fields as their tabs label them, for the desk's comparisons. */
const SETTINGS_LABELS = {
  No_WhatsApp: "No. WhatsApp",
  Email: "Email",
  Alamat: "Alamat",
  Deskripsi_Footer: "Deskripsi Footer",
  Deskripsi_Kesultanan: "Deskripsi Kesultanan",
  Gambar_Struktur: "Gambar Struktur",
  Teks_Sambutan: "Teks Sambutan",
  Gambar_Sambutan: "Gambar Sambutan",
  Peta_Lintang: "Lintang",
  Peta_Bujur: "Bujur",
  Wajib_2FA: "Wajib verifikasi dua langkah",
  Deskripsi_Footer_en: "Deskripsi Footer (bahasa Inggris)",
  Deskripsi_Kesultanan_en: "Deskripsi Kesultanan (bahasa Inggris)",
  Teks_Sambutan_en: "Teks Sambutan (bahasa Inggris)",
};

type SettingsFormProps = {
  /** The record as loaded; null while loading or when the load failed (nothing can be saved). */
  stored: (Settings & Versioned) | null;
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
    desk: {
      jenis: "settings",
      id: stored ? ONLY_ONE : null,
      versi: stored?.versi,
      latest: async () => {
        const now = await getSettings();
        return { values: settingsValues(now), versi: now.versi };
      },
      labels: SETTINGS_LABELS,
    },
  });

  // A refused Gambar Struktur blocks Simpan, with its reason at the top.
  const gate = useProblemGate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stored && gate.allows()) void form.submit();
  }

  const panel = (key: SettingsTab) => ({
    idPrefix: "settings",
    tabKey: key,
    selected: tab === key,
  });
  return (
    <form noValidate onSubmit={submit} aria-busy={form.busy || loading} className="space-y-5">
      {stored ? <DraftOfferBanner offer={form.draftOffer} /> : null}
      {stored ? <FormDesk desk={form.desk} /> : null}
      <div
        ref={gate.alertRef}
        role="alert"
        tabIndex={-1}
        className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
      >
        {gate.blocked.length > 0 ? <BlockedReasons blocked={gate.blocked} /> : null}
      </div>
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
          <gate.Provider value={gate.link}>
            <StrukturFields {...form} />
          </gate.Provider>
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
