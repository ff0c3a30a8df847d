import { ENGLISH_PART_TEXTS, type PopupText, UI_TEXTS } from "@common/messages.ts";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { FormDesk } from "~/backoffice/desk/form-desk.tsx";
import { DraftOfferBanner } from "~/backoffice/drafts/draft-offer.tsx";
import { confirmDiscard, showError } from "~/backoffice/ui/alerts.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { RichTextField } from "~/backoffice/ui/rich-text-field.tsx";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { TabPanel, Tabs } from "~/backoffice/ui/tabs.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { getTextEntry, type TextFamily } from "./get-text.ts";
import { saveText } from "./save-text.ts";

export type TextScreenProps<K extends string> = {
  family: TextFamily;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  /** Popup for a failed load; undefined when SPEC only logs it. */
  loadFailed?: PopupText;
  saveFailed: PopupText;
};

/** The stored text of the open tab; `version` remounts the editors on every load. */
type Loaded = { html: string; version: number; versi: number | undefined };
const EMPTY = { content: "", content_en: "" };

/** Tabs of rich texts (visi/misi, sejarah/silsilah): each tab switch reloads its text. */
export function TextScreen<K extends string>({
  family,
  tabs,
  loadFailed,
  saveFailed,
}: TextScreenProps<K>) {
  const [tab, setTab] = useState<K>(tabs[0].key);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const label = tabs.find((t) => t.key === tab)?.label ?? tab;
  const form = useBackofficeForm({
    initial: EMPTY,
    send: ({ content, content_en }, _progress, versi) =>
      saveText(family, tab, content, content_en, versi),
    success: (answer) => ({ title: "Berhasil", text: answer.message }),
    failure: saveFailed,
    logAs: `Gagal menyimpan ${tab}:`,
    draftItem: tab,
    desk: {
      jenis: "teks",
      id: loaded ? tab : null,
      versi: loaded?.versi,
      latest: async () => {
        const { versi, ...values } = await getTextEntry(family, tab);
        return { values, versi };
      },
      labels: { content: `Teks ${label}`, content_en: ENGLISH_PART_TEXTS.labels.text(label) },
    },
  });
  const { reset } = form;

  const load = useCallback(
    async (type: K, alive: () => boolean) => {
      setLoaded(null);
      setFailed(false);
      reset(EMPTY);
      try {
        const { versi, ...entry } = await getTextEntry(family, type);
        if (!alive()) return;
        reset(entry);
        setLoaded({ html: entry.content, version: Date.now(), versi });
      } catch (error) {
        if (!alive() || isSessionEnded(error)) return;
        console.error(`Gagal mengambil ${type}:`, error);
        setFailed(true);
        if (loadFailed) void showError(loadFailed);
      }
    },
    [family, loadFailed, reset],
  );

  useEffect(() => {
    let alive = true;
    void load(tab, () => alive);
    return () => {
      alive = false;
    };
  }, [load, tab]);

  async function selectTab(next: K) {
    if (next === tab || form.busy) return;
    if (form.dirty && !(await confirmDiscard())) return;
    setTab(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (loaded) void form.submit();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-busy={form.busy || (!loaded && !failed)}
    >
      {loaded ? <DraftOfferBanner offer={form.draftOffer} /> : null}
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
              <div className="space-y-5">
                {/* Inside the tab: the versions and a colleague's save are this text's. */}
                <FormDesk desk={form.desk} />
                <RichTextField
                  key={loaded.version}
                  label={`Teks ${label}`}
                  initialHtml={loaded.html}
                  value={form.values.content}
                  size="large"
                  disabled={form.busy}
                  onChange={form.set("content")}
                />
                <EnglishPart
                  key={loaded.version}
                  form={form}
                  fields={[
                    {
                      key: "content_en",
                      label: ENGLISH_PART_TEXTS.labels.text(label),
                      kind: "rich",
                    },
                  ]}
                />
              </div>
            ) : (
              <p role="status" className="py-16 text-center text-stone-600">
                {UI_TEXTS.loadingData}
              </p>
            )}
          </TabPanel>
        ))}
      </div>
      <div className="flex items-center justify-end gap-3">
        {form.dirty ? (
          <p className="text-sm text-stone-600">Ada perubahan yang belum disimpan.</p>
        ) : null}
        <SubmitButton busy={form.busy} disabled={!loaded} className="min-w-36" />
      </div>
    </form>
  );
}
