import { formatDateTimeJakarta } from "@common/dates.ts";
import { STAFF_TEXTS } from "@common/messages.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import type { DraftOffer } from "./use-form-draft.ts";

/** "Ada draf yang belum disimpan dari … — Pulihkan / Buang", at the top of a form. */
export function DraftOfferBanner({ offer }: { offer: DraftOffer | null | undefined }) {
  if (!offer) return null;
  return (
    <section
      aria-label="Draf tersimpan"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
    >
      <p className="min-w-0 flex-1">
        {STAFF_TEXTS.draftOffer(formatDateTimeJakarta(new Date(offer.savedAt).toISOString()))}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={offer.restore}
          className={`${ui.smallButton} border-bata bg-bata text-white hover:bg-bata-tua`}
        >
          {STAFF_TEXTS.draftRestore}
        </button>
        <button
          type="button"
          onClick={offer.discard}
          className={`${ui.smallButton} ${ui.deleteButton}`}
        >
          {STAFF_TEXTS.draftDiscard}
        </button>
      </div>
    </section>
  );
}
