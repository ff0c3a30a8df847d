import { DESK_UI_TEXTS } from "@common/messages.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import type { DeskView } from "./desk-view.ts";
import { FocusedPanel } from "./focused-panel.tsx";
import { SideBySide } from "./side-by-side.tsx";
import { changedFields } from "./word-diff.ts";

/**
 * A colleague saved in between: who and when (the server's message), their version beside what
 * is in the form now, and the two ways on — load theirs (her words kept aside) or save over it.
 */
export function ConflictPanel({ desk }: { desk: DeskView }) {
  const { conflict } = desk;
  if (!conflict) return null;
  const { theirs } = conflict;
  return (
    <FocusedPanel title={DESK_UI_TEXTS.conflictTitle} look="warning" focusKey={conflict.message}>
      <p role="alert" className="font-semibold">
        {conflict.message || DESK_UI_TEXTS.conflictFallback}
      </p>
      <p>{DESK_UI_TEXTS.conflictKept}</p>
      {theirs === "loading" ? (
        <p role="status">{DESK_UI_TEXTS.loadingTheirs}</p>
      ) : theirs === "failed" ? (
        <p className="flex flex-wrap items-center gap-2">
          {DESK_UI_TEXTS.theirsFailed}
          <button
            type="button"
            className={`${ui.smallButton} ${ui.editButton}`}
            onClick={desk.retryTheirs}
          >
            {DESK_UI_TEXTS.retry}
          </button>
        </p>
      ) : (
        <SideBySide
          diffs={changedFields(theirs.values, desk.values, desk.keys)}
          labels={desk.labels}
          before={DESK_UI_TEXTS.theirs}
          after={DESK_UI_TEXTS.mine}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={ui.secondaryButton}
          onClick={desk.loadLatest}
          disabled={desk.busy || typeof theirs === "string"}
        >
          {DESK_UI_TEXTS.loadLatest}
        </button>
        <button
          type="button"
          className={ui.primaryButton}
          onClick={desk.saveAnyway}
          disabled={desk.busy}
        >
          {DESK_UI_TEXTS.saveAnyway}
        </button>
      </div>
    </FocusedPanel>
  );
}
