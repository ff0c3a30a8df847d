import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { RichText } from "./untranslated.tsx";

export const HISTORY_TABS = [{ key: "sejarah" }, { key: "silsilah" }] as const;
type HistoryKey = (typeof HISTORY_TABS)[number]["key"];

type Panel =
  | { state: "ready"; content: string; contentLang?: Lang }
  | { state: "loading" }
  | { state: "failed" };

export type HistoryTabsProps = {
  initialContent: string;
  silsilah: string;
  lang?: Lang;
  /** The language each text is in when it is not the page's (English page, no translation). */
  textLangs?: Partial<Record<HistoryKey, Lang>>;
};

function RichOrEmpty({
  content,
  lang = "id",
  contentLang = lang,
}: {
  content: string;
  lang?: Lang;
  contentLang?: Lang;
}) {
  return content.trim() ? (
    <RichText html={content} contentLang={contentLang} pageLang={lang} className="rich-text" />
  ) : (
    <p className="text-stone-600">{messagesFor(lang).history.empty}</p>
  );
}

/** The text of an answer in the page's language: English when there is one, else Indonesian. */
function textOf(
  body: { content?: string | null; content_en?: string | null },
  lang: Lang,
): { content: string; contentLang: Lang } {
  const english = body.content_en?.trim() ? body.content_en : "";
  if (lang === "en" && english) return { content: english, contentLang: "en" };
  return { content: body.content ?? "", contentLang: "id" };
}

/**
 * 'Sejarah Singkat' / 'Silsilah' (ARIA tabs, arrow keys move between them). The first tab comes
 * rendered from the server; each switch loads that text from the API. The text is HTML that the
 * server sanitized when it was saved.
 */
export function HistoryTabs({
  initialContent,
  silsilah,
  lang = "id",
  textLangs = {},
}: HistoryTabsProps) {
  const t = messagesFor(lang).history;
  // Without the script, tabs could not switch: both texts are shown one after the other.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [active, setActive] = useState<HistoryKey>("sejarah");
  const [panel, setPanel] = useState<Panel>({
    state: "ready",
    content: initialContent,
    contentLang: textLangs.sejarah,
  });
  const request = useRef(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  async function select(key: HistoryKey) {
    setActive(key);
    setPanel({ state: "loading" });
    const id = ++request.current;
    try {
      const res = await fetch(`/api/sejarah_istilah/${key}`, {
        headers: { accept: "application/json" },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { content?: string | null; content_en?: string | null };
      if (id === request.current) setPanel({ state: "ready", ...textOf(body, lang) });
    } catch (error) {
      console.error("Gagal mengambil data:", error);
      if (id === request.current) setPanel({ state: "failed" });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = HISTORY_TABS.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(HISTORY_TABS[target].key);
  }

  if (!enhanced) {
    return (
      <div className="space-y-6">
        {HISTORY_TABS.map((tab) => (
          <section
            key={tab.key}
            aria-labelledby={`judul-teks-${tab.key}`}
            className="rounded-lg bg-white p-5 shadow-sm sm:p-8"
          >
            <h3 id={`judul-teks-${tab.key}`} className="mb-3 font-serif text-2xl text-bata">
              {t.tabs[tab.key]}
            </h3>
            <RichOrEmpty
              content={tab.key === "sejarah" ? initialContent : silsilah}
              lang={lang}
              contentLang={textLangs[tab.key]}
            />
          </section>
        ))}
      </div>
    );
  }

  return (
    <div>
      <div role="tablist" aria-label={t.tablist} className="flex gap-1 border-b-2 border-emas/60">
        {HISTORY_TABS.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={selected}
              aria-controls="panel-sejarah"
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`-mb-0.5 rounded-t-md border-b-4 px-4 py-3 font-serif text-lg transition-colors sm:px-6 ${
                selected
                  ? "border-bata bg-white text-bata"
                  : "border-transparent text-stone-700 hover:bg-white/60 hover:text-bata"
              }`}
            >
              {t.tabs[tab.key]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="panel-sejarah"
        aria-labelledby={`tab-${active}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable
        tabIndex={0}
        aria-busy={panel.state === "loading"}
        className="min-h-40 rounded-b-lg bg-white p-5 shadow-sm sm:p-8"
      >
        {panel.state === "loading" ? (
          <p className="text-stone-600">{t.loading}</p>
        ) : panel.state === "failed" ? (
          <p className="text-bata">{t.failed}</p>
        ) : (
          <RichOrEmpty content={panel.content} lang={lang} contentLang={panel.contentLang} />
        )}
      </div>
    </div>
  );
}
