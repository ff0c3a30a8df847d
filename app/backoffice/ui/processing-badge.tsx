import { PICTURE_PROCESSING } from "@common/messages.ts";

const BADGE = "mt-1 inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold";

/**
 * Under a collection picture: "Sedang diproses" while its deep-zoom tiles are being made, "Gagal
 * diproses" when they could not be (it must be uploaded again); nothing once they are made and for
 * other kinds' pictures (`siap` left out).
 */
export function ProcessingBadge({ siap, gagal }: { siap?: boolean; gagal?: boolean }) {
  if (siap !== false) return null;
  return gagal ? (
    <span className={`${BADGE} border-red-400 bg-red-50 text-red-900`}>
      {PICTURE_PROCESSING.failedBadge}
    </span>
  ) : (
    <span className={`${BADGE} border-amber-400 bg-amber-50 text-amber-900`}>
      {PICTURE_PROCESSING.badge}
    </span>
  );
}

/** Whether a picture's tiles are still on their way (a list reloads until they are not). */
export const stillProcessing = (item: { gambar_siap?: boolean; gambar_gagal?: boolean }) =>
  item.gambar_siap === false && !item.gambar_gagal;
