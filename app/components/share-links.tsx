import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { useEffect, useState } from "react";

export type ShareLinksProps = { url: string; title: string; lang?: Lang };

const LINK =
  "inline-flex min-h-11 items-center rounded-md border border-bata/60 px-3 py-2 text-sm font-semibold text-bata hover:bg-bata hover:text-white";

/**
 * Share this page: plain links to WhatsApp, Facebook and X (no third-party script is loaded);
 * with the script, "Salin tautan" copies the address and phones offer their own share sheet.
 */
export function ShareLinks({ url, title, lang = "id" }: ShareLinksProps) {
  const t = messagesFor(lang).share;
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setCanCopy(Boolean(navigator.clipboard));
  }, []);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return (
    <section aria-label={t.label} className="mt-8 flex flex-wrap items-center gap-2">
      <h2 className="mr-1 font-semibold text-stone-800">{t.heading}</h2>
      {canShare ? (
        <button
          type="button"
          className={LINK}
          onClick={() => navigator.share({ title, url }).catch(() => undefined)}
        >
          {t.native}
        </button>
      ) : null}
      <a className={LINK} href={`https://wa.me/?text=${text}`} rel="noopener noreferrer">
        WhatsApp
      </a>
      <a
        className={LINK}
        href={`https://www.facebook.com/sharer/sharer.php?u=${u}`}
        rel="noopener noreferrer"
      >
        Facebook
      </a>
      <a
        className={LINK}
        href={`https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`}
        rel="noopener noreferrer"
      >
        X
      </a>
      {canCopy ? (
        <button
          type="button"
          className={LINK}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t.copy}
        </button>
      ) : null}
      <span role="status" className="text-sm text-stone-700">
        {copied ? t.copied : ""}
      </span>
    </section>
  );
}
