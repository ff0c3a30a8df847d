import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { CopyButton } from "./copy-button.tsx";

export type CalendarSubscribeProps = {
  /** The calendar file's https address. */
  url: string;
  lang?: Lang;
};

/** The same address for calendar apps: `webcal://` asks the app to subscribe, not download. */
export function webcalOf(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

/**
 * Subscribe to the palace's calendar: a `webcal://` link a calendar app subscribes to, the https
 * address to paste into one (Google Calendar's "From URL"), and with the script a copy button.
 */
export function CalendarSubscribe({ url, lang = "id" }: CalendarSubscribeProps) {
  const t = messagesFor(lang).agenda;
  return (
    <section
      aria-labelledby="judul-langganan"
      className="mb-8 rounded-xl border border-emas/50 bg-white p-5 shadow-sm"
    >
      <h2 id="judul-langganan" className="font-serif text-xl text-bata">
        <a href={webcalOf(url)} className="underline">
          {t.subscribe}
        </a>
      </h2>
      <p className="mt-2 text-stone-700">{t.subscribeHint}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-stone-700">{t.subscribeAddress}:</span>
        <code className="break-all font-mono text-sm text-stone-700">{url}</code>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <CopyButton text={url} label={t.copyAddress} copiedLabel={t.copied} />
      </p>
    </section>
  );
}
