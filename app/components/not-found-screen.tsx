import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";

/** The not-found screen (SPEC's, in issue 16's words: decision 043): its title, its sentence (or the page's own) and a link home. */
export function NotFoundScreen({ message, lang = "id" }: { message?: string; lang?: Lang }) {
  const t = messagesFor(lang).errors;
  return (
    <main
      id="konten"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <h1 className="font-serif text-4xl text-bata">{t.notFoundTitle}</h1>
      <p className="text-lg text-stone-700">{message ?? t.notFoundText}</p>
      <a
        className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-bata-tua"
        href={localePath(lang, "/")}
      >
        {t.backHome}
      </a>
    </main>
  );
}
