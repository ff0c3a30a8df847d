import { LIST_LOAD_TEXTS } from "@common/messages.ts";
import { ui } from "./styles.ts";

/** Where a list would be: it could not be loaded, and a button loads it again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <p className="font-medium text-red-800">{LIST_LOAD_TEXTS.failed}</p>
      <button type="button" onClick={onRetry} className={ui.secondaryButton}>
        {LIST_LOAD_TEXTS.retry}
      </button>
    </div>
  );
}
