import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { CopyButton, OUTLINE_BUTTON } from "./copy-button.tsx";

export type ShareLinksProps = { url: string; title: string; lang?: Lang };

/**
 * Share this page: plain links to WhatsApp, Facebook and X (no third-party script is loaded);
 * with the script (./share.enhance.ts), "Salin tautan" copies the address and phones offer their
 * own share sheet.
 */
export function ShareLinks({ url, title, lang = "id" }: ShareLinksProps) {
  const t = messagesFor(lang).share;
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return (
    <section aria-label={t.label} className="mt-8 flex flex-wrap items-center gap-2">
      <h2 className="mr-1 font-semibold text-stone-800">{t.heading}</h2>
      <button
        type="button"
        hidden
        data-share-title={title}
        data-share-url={url}
        className={OUTLINE_BUTTON}
      >
        {t.native}
      </button>
      <a className={OUTLINE_BUTTON} href={`https://wa.me/?text=${text}`} rel="noopener noreferrer">
        WhatsApp
      </a>
      <a
        className={OUTLINE_BUTTON}
        href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
        rel="noopener noreferrer"
      >
        Facebook
      </a>
      <a
        className={OUTLINE_BUTTON}
        href={`https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`}
        rel="noopener noreferrer"
      >
        X
      </a>
      <CopyButton text={url} label={t.copy} copiedLabel={t.copied} />
    </section>
  );
}
