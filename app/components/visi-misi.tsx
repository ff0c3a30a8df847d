import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { RichText } from "./untranslated.tsx";

export type VisiMisiProps = {
  visi: string;
  misi: string;
  lang?: Lang;
  /** The language each text is in when it is not the page's (no translation yet). */
  textLangs?: { visi?: Lang; misi?: Lang };
};

type CardProps = {
  title: string;
  html: string;
  fallback: string;
  lang: Lang;
  contentLang?: Lang;
};

function Card({ title, html, fallback, lang, contentLang = lang }: CardProps) {
  return (
    <article className="relative overflow-hidden rounded-xl border border-emas/60 bg-white p-6 shadow-sm sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-bata via-emas to-bata"
      />
      <h3 className="mb-4 font-serif text-2xl text-bata">{title}</h3>
      {html.trim() ? (
        <RichText
          html={html}
          contentLang={contentLang}
          pageLang={lang}
          className="rich-text text-stone-800"
        />
      ) : (
        <p className="text-stone-600">{fallback}</p>
      )}
    </article>
  );
}

/** The vision and mission cards, with SPEC's fallbacks when a text is empty. */
export function VisiMisi({ visi, misi, lang = "id", textLangs = {} }: VisiMisiProps) {
  const t = messagesFor(lang).visiMisi;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card
        title={t.visi}
        html={visi}
        fallback={t.noVisi}
        lang={lang}
        contentLang={textLangs.visi}
      />
      <Card
        title={t.misi}
        html={misi}
        fallback={t.noMisi}
        lang={lang}
        contentLang={textLangs.misi}
      />
    </div>
  );
}

/** The mission may come as one `{content}` or as a list of `{content}` items (SPEC §3). */
export function misiToHtml(misi: unknown): string {
  if (Array.isArray(misi)) {
    return misi
      .map((item) =>
        item && typeof item === "object" && "content" in item ? String(item.content ?? "") : "",
      )
      .filter((c) => c.trim())
      .join("");
  }
  if (misi && typeof misi === "object" && "content" in misi) return String(misi.content ?? "");
  return "";
}
