import { PICTURE_PROCESSING } from "@common/messages.ts";

/** Under a collection picture whose deep-zoom tiles are still being made. */
export function ProcessingBadge() {
  return (
    <span className="mt-1 inline-flex rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {PICTURE_PROCESSING.badge}
    </span>
  );
}
