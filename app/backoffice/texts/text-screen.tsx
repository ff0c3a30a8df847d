import { type FormEvent, useCallback, useEffect, useState } from "react";
import { isSessionEnded } from "../../lib/api-client.ts";
import { confirmDiscard, serverReason, showError, showSuccess } from "../ui/alerts.ts";
import { useUnsavedChanges } from "../ui/leave-guard.tsx";
import { RichTextField } from "../ui/rich-text.tsx";
import { ui } from "../ui/styles.ts";
import { TabPanel, Tabs } from "../ui/tabs.tsx";
import { getText, type TextFamily } from "./get-text.ts";
import { saveText } from "./save-text.ts";

type Popup = { title: string; text: string };

export type TextScreenConfig<K extends string> = {
  family: TextFamily;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  /** Popup for a failed load; undefined when SPEC only logs it. */
  loadFailed?: Popup;
  saveFailed: Popup;
};

type Loaded = { html: string; version: number };

/** Tabs of rich texts (visi/misi, sejarah/silsilah): each tab switch reloads its text. */
export function TextScreen<K extends string>({
  family,
  tabs,
  loadFailed,
  saveFailed,
}: TextScreenConfig<K>) {
  const [tab, setTab] = useState<K>(tabs[0].key);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState("");
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(dirty);

  const load = useCallback(
    async (type: K, alive: () => boolean = () => true) => {
      setLoaded(null);
      setFailed(false);
      setDirty(false);
      try {
        const html = await getText(family, type);
        if (!alive()) return;
        setDraft(html);
        setLoaded({ html, version: Date.now() });
      } catch (error) {
        if (!alive() || isSessionEnded(error)) return;
        console.error(`Gagal mengambil ${type}:`, error);
        setFailed(true);
        if (loadFailed) void showError("Error", loadFailed.text);
      }
    },
    [family, loadFailed],
  );

  useEffect(() => {
    let alive = true;
    void load(tab, () => alive);
    return () => {
      alive = false;
    };
  }, [load, tab]);

  async function selectTab(next: K) {
    if (next === tab || saving) return;
    if (dirty && !(await confirmDiscard())) return;
    setTab(next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || !loaded) return;
    setSaving(true);
    try {
      const answer = await saveText(family, tab, draft);
      setDirty(false);
      setSaving(false);
      await showSuccess("Berhasil", answer.message);
    } catch (error) {
      setSaving(false);
      if (isSessionEnded(error)) return;
      console.error(`Gagal menyimpan ${tab}:`, error);
      await showError(saveFailed.title, saveFailed.text, serverReason(error));
    }
  }

  const label = tabs.find((t) => t.key === tab)?.label ?? tab;
  return (
    <form
      noValidate
      onSubmit={save}
      className="space-y-5"
      aria-busy={saving || (!loaded && !failed)}
    >
      <div>
        <Tabs
          idPrefix={family}
          label="Pilih teks"
          tabs={tabs}
          selected={tab}
          onSelect={(k) => void selectTab(k)}
        />
        {tabs.map((t) => (
          <TabPanel key={t.key} idPrefix={family} tabKey={t.key} selected={t.key === tab}>
            {t.key !== tab ? null : failed ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
                Teks {label} belum termuat, jadi belum bisa disimpan. Muat ulang halaman untuk
                mencoba lagi.
              </p>
            ) : loaded ? (
              <RichTextField
                key={loaded.version}
                label={`Teks ${label}`}
                initialHtml={loaded.html}
                size="large"
                disabled={saving}
                onChange={(html) => {
                  setDraft(html);
                  setDirty(true);
                }}
              />
            ) : (
              <p role="status" className="py-16 text-center text-stone-600">
                Memuat data...
              </p>
            )}
          </TabPanel>
        ))}
      </div>
      <div className="flex items-center justify-end gap-3">
        {dirty ? (
          <p className="text-sm text-stone-600">Ada perubahan yang belum disimpan.</p>
        ) : null}
        <button
          type="submit"
          className={`${ui.primaryButton} min-w-36`}
          disabled={saving || !loaded}
        >
          {saving ? "Menyimpan..." : "Simpan"}
        </button>
      </div>
    </form>
  );
}
