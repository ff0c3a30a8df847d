import { PRATINJAU_TEXTS } from "@common/messages.ts";
import type { ContentStatus } from "@common/schemas/content.schema.ts";

/**
 * The bar over a page opened through a staff preview link, so that a preview is never taken for
 * the public page; it stays on screen while scrolling. In Indonesian on both languages' pages:
 * only staff open previews. The meta tag (hoisted into <head> by React) keeps search engines away
 * even without the server's X-Robots-Tag.
 */
export function PratinjauBanner({ status }: { status: ContentStatus }) {
  const draf = status !== "terbit";
  return (
    <div
      role="note"
      aria-label="Pratinjau"
      lang="id"
      className={`sticky top-16 z-30 lg:top-28 border-b-4 px-5 py-3 text-center shadow ${
        draf
          ? "border-amber-600 bg-amber-100 text-amber-950"
          : "border-nila bg-sky-50 text-stone-900"
      }`}
    >
      <meta name="robots" content="noindex, nofollow" />
      <p className="font-bold">{draf ? PRATINJAU_TEXTS.draf : PRATINJAU_TEXTS.terbit}</p>
      <p className="text-sm">{draf ? PRATINJAU_TEXTS.drafDetail : PRATINJAU_TEXTS.terbitDetail}</p>
    </div>
  );
}
