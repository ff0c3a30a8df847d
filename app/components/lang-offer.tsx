import { messagesFor } from "@common/i18n/index.ts";
import { useEffect, useState } from "react";

/** Where the visitor's answer to the offer is kept: `accepted` or `dismissed`. */
export const OFFER_STORAGE_KEY = "tawaran-bahasa";

/**
 * True when the browser's languages put English before Indonesian (`["de", "en-GB"]` yes,
 * `["id", "en"]` no, `["de"]` no): such a visitor is offered the English site.
 */
export function prefersEnglish(languages: readonly string[]): boolean {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "en") return true;
    if (primary === "id" || primary === "in") return false;
  }
  return false;
}

function remember(answer: "accepted" | "dismissed") {
  try {
    localStorage.setItem(OFFER_STORAGE_KEY, answer);
  } catch {
    // Storage may be refused (private mode): the offer then comes back next time, no harm.
  }
}

/**
 * One line on Indonesian pages offering the English site to a visitor whose browser prefers
 * English. Decided in the browser: cached pages are the same bytes for everyone, so the server
 * never reads Accept-Language; without JavaScript nothing shows. Never a redirect.
 */
export function LangOffer({ englishHref }: { englishHref: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let answered: string | null = null;
    try {
      answered = localStorage.getItem(OFFER_STORAGE_KEY);
    } catch {
      answered = null;
    }
    if (!answered && prefersEnglish(navigator.languages ?? [navigator.language])) setShow(true);
  }, []);
  if (!show) return null;
  const t = messagesFor("en").offer;
  return (
    <aside
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
          onClick={() => remember("accepted")}
          className="rounded-md bg-bata px-4 py-2 font-semibold text-white hover:bg-bata-tua"
        >
          {t.accept}
        </a>
        <button
          type="button"
          onClick={() => {
            remember("dismissed");
            setShow(false);
          }}
          className="rounded-md border-2 border-bata px-4 py-1.5 font-semibold text-bata hover:bg-bata hover:text-white"
        >
          {t.dismiss}
        </button>
      </div>
    </aside>
  );
}
