import { type FormEvent, useCallback, useEffect, useState } from "react";
import type { Settings } from "../../../common/api-types.ts";
import { SettingsInputSchema } from "../../../common/schemas.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import { serverReason, showError, showSuccess } from "../ui/alerts.ts";
import { issuesToFieldErrors } from "../ui/failures.ts";
import { InputField, TextAreaField } from "../ui/fields.tsx";
import { ImageField } from "../ui/image-field.tsx";
import { useUnsavedChanges } from "../ui/leave-guard.tsx";
import { ui } from "../ui/styles.ts";
import { TabPanel, Tabs } from "../ui/tabs.tsx";
import { getSettings } from "./get-settings.ts";
import { updateSettings } from "./update-settings.ts";

type TabKey = "kontak" | "footer" | "struktur";
const TABS = [
  { key: "kontak", label: "Kontak" },
  { key: "footer", label: "Deskripsi Footer" },
  { key: "struktur", label: "Struktur Kesultanan" },
] as const;
const TAB_OF_FIELD: Record<string, TabKey> = {
  No_WhatsApp: "kontak",
  Email: "kontak",
  Alamat: "kontak",
  Deskripsi_Footer: "footer",
  Deskripsi_Kesultanan: "struktur",
};

type Values = Pick<
  Settings,
  "No_WhatsApp" | "Email" | "Alamat" | "Deskripsi_Footer" | "Deskripsi_Kesultanan"
>;
const EMPTY: Values = {
  No_WhatsApp: "",
  Email: "",
  Alamat: "",
  Deskripsi_Footer: "",
  Deskripsi_Kesultanan: "",
};

/** The three settings tabs with one Simpan button for all of them. */
export function SettingsForm() {
  const [tab, setTab] = useState<TabKey>("kontak");
  const [values, setValues] = useState<Values>(EMPTY);
  const [saved, setSaved] = useState<Values>(EMPTY);
  const [imagePath, setImagePath] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fill = useCallback((settings: Settings) => {
    const stored: Values = {
      No_WhatsApp: settings.No_WhatsApp ?? "",
      Email: settings.Email ?? "",
      Alamat: settings.Alamat ?? "",
      Deskripsi_Footer: settings.Deskripsi_Footer ?? "",
      Deskripsi_Kesultanan: settings.Deskripsi_Kesultanan ?? "",
    };
    setValues(stored);
    setSaved(stored);
    setImagePath(settings.Gambar_Struktur ?? "");
  }, []);

  const dirty =
    image !== null ||
    (Object.keys(EMPTY) as Array<keyof Values>).some((key) => values[key] !== saved[key]);
  useUnsavedChanges(dirty);

  useEffect(() => {
    let alive = true;
    getSettings()
      .then((settings) => {
        if (!alive) return;
        fill(settings);
        setState("ready");
      })
      .catch((error) => {
        if (!alive || isSessionEnded(error)) return;
        console.error("Gagal mengambil settings:", error);
        setState("failed");
        void showError("Error", "Gagal mengambil data settings");
      });
    return () => {
      alive = false;
    };
  }, [fill]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || state !== "ready") return;
    const parsed = SettingsInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors)[0];
      if (first && TAB_OF_FIELD[first]) setTab(TAB_OF_FIELD[first]);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await updateSettings({ ...EMPTY, ...values }, image, setProgress);
      if (answer.data) fill(answer.data);
      else setSaved(values);
      setImage(null);
      setProgress(null);
      setSaving(false);
      await showSuccess("Berhasil", "Data berhasil disimpan!");
    } catch (error) {
      setProgress(null);
      setSaving(false);
      if (isSessionEnded(error)) return;
      console.error("Gagal menyimpan settings:", error);
      await showError("Error", "Terjadi kesalahan saat menyimpan.", serverReason(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-busy={saving || state === "loading"}
      className="space-y-5"
    >
      {state === "failed" ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Data settings belum termuat, jadi belum bisa disimpan. Muat ulang halaman untuk mencoba
          lagi.
        </p>
      ) : null}
      <div>
        <Tabs
          idPrefix="settings"
          label="Bagian settings"
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
        />
        <TabPanel idPrefix="settings" tabKey="kontak" selected={tab === "kontak"}>
          <div className="grid gap-5 md:grid-cols-2">
            <InputField
              label="Nomor WhatsApp"
              type="tel"
              inputMode="tel"
              value={values.No_WhatsApp}
              onChange={set("No_WhatsApp")}
              error={errors.No_WhatsApp}
              hint="Contoh: 6281234567890"
              autoComplete="off"
            />
            <InputField
              label="Email"
              type="email"
              value={values.Email}
              onChange={set("Email")}
              error={errors.Email}
              autoComplete="off"
            />
            <div className="md:col-span-2">
              <TextAreaField
                label="Alamat"
                value={values.Alamat}
                onChange={set("Alamat")}
                error={errors.Alamat}
                rows={3}
              />
            </div>
          </div>
        </TabPanel>
        <TabPanel idPrefix="settings" tabKey="footer" selected={tab === "footer"}>
          <TextAreaField
            label="Deskripsi Footer"
            value={values.Deskripsi_Footer}
            onChange={set("Deskripsi_Footer")}
            error={errors.Deskripsi_Footer}
            hint="Teks singkat di bagian bawah setiap halaman publik."
            rows={5}
          />
        </TabPanel>
        <TabPanel idPrefix="settings" tabKey="struktur" selected={tab === "struktur"}>
          <div className="space-y-5">
            <ImageField
              label="Gambar Struktur"
              currentPath={imagePath}
              file={image}
              onChange={setImage}
              progress={progress}
              hint="Kosongkan jika tidak ingin mengganti gambar."
            />
            <TextAreaField
              label="Deskripsi Kesultanan"
              value={values.Deskripsi_Kesultanan}
              onChange={set("Deskripsi_Kesultanan")}
              error={errors.Deskripsi_Kesultanan}
              rows={8}
            />
          </div>
        </TabPanel>
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          className={`${ui.primaryButton} min-w-36`}
          disabled={saving || state !== "ready"}
        >
          {saving ? "Menyimpan..." : "Simpan"}
        </button>
      </div>
    </form>
  );
}
