import { messagesFor } from "@common/i18n/index.ts";

/**
 * One line on Indonesian pages offering the English site to a visitor whose browser prefers
 * English. Decided in the browser (./lang-offer.enhance.ts): cached pages are the same bytes for
 * everyone, so the server never reads Accept-Language and renders the line hidden; without
 * JavaScript nothing shows. Never a redirect.
 */
export function LangOffer({ englishHref }: { englishHref: string }) {
  const t = messagesFor("en").offer;
  return (
    <aside
      hidden
      lang="en"
      aria-label={t.label}
      // Fixed at the foot of the screen: shown after the page has painted, it moves nothing (no
      // layout shift for the page under it).
      className="fixed inset-x-0 bottom-0 z-40 border-t border-emas/60 bg-gading-tua text-stone-900 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-2.5">
        <p className="mr-auto">{t.text}</p>
        <a
          href={englishHref}
          hrefLang="en"
          data-offer="accepted"
          className="rounded-md bg-bata px-4 py-2 font-semibold text-white hover:bg-bata-tua"
        >
          {t.accept}
        </a>
        <button
          type="button"
          data-offer="dismissed"
          className="rounded-md border-2 border-bata px-4 py-1.5 font-semibold text-bata hover:bg-bata hover:text-white"
        >
          {t.dismiss}
        </button>
      </div>
    </aside>
  );
}
