import { type Lang, messagesFor } from "@common/i18n/index.ts";

/**
 * The `lang` attribute of content shown on a page of another language (an English page showing
 * Indonesian text that has no translation yet); none when the content is in the page's language,
 * so Indonesian pages stay exactly as they were.
 */
export function foreignLang(contentLang: Lang, pageLang: Lang): Lang | undefined {
  return contentLang === pageLang ? undefined : contentLang;
}

/** The short note beside text not yet translated into the page's language. */
export function UntranslatedNote({ lang, className }: { lang: Lang; className?: string }) {
  return (
    <p className={`text-sm italic text-stone-600 ${className ?? ""}`}>
      {messagesFor(lang).untranslated}
    </p>
  );
}

type RichTextProps = { html: string; contentLang: Lang; pageLang: Lang; className?: string };

/**
 * Rich text (sanitized HTML) in its language: as before on a page of the same language; on an
 * English page without a translation, the Indonesian text marked `lang="id"` after the note.
 */
export function RichText({ html, contentLang, pageLang, className }: RichTextProps) {
  const foreign = foreignLang(contentLang, pageLang);
  if (!foreign) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div>
      <UntranslatedNote lang={pageLang} className="mb-3" />
      <div lang={foreign} className={className} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/**
 * The document's `<title>` in a language unlike the page's (an untranslated title on an English
 * page), marked with it; React places it in `<head>`. The page's meta then leaves its title out.
 */
export function DocumentTitle({ text, lang }: { text: string; lang: Lang | undefined }) {
  return lang ? <title lang={lang}>{text}</title> : null;
}
