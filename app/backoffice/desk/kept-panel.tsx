import { DESK_UI_TEXTS } from "@common/messages.ts";
import { useId, useRef, useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import type { DeskView } from "./desk-view.ts";
import { FocusedPanel } from "./focused-panel.tsx";
import { fieldLabel } from "./side-by-side.tsx";
import { changedFields } from "./word-diff.ts";

/**
 * After "Muat versi terbaru": the words she had typed that the newer version does not have, each
 * field in a read-only box with a copy button, until she closes it.
 */
export function KeptPanel({ desk }: { desk: DeskView }) {
  if (!desk.kept) return null;
  const fields = changedFields(desk.values, desk.kept, desk.keys);
  return (
    // Focus moves here when her words have just been set aside.
    <FocusedPanel title={DESK_UI_TEXTS.keptTitle} look="calm" focusKey={true}>
      <p className="text-sm">{DESK_UI_TEXTS.keptHint}</p>
      {fields.map((field) => (
        <KeptField
          key={field.key}
          label={DESK_UI_TEXTS.keptLabel(fieldLabel(field.key, desk.labels))}
          text={field.after}
        />
      ))}
      <button
        type="button"
        className={`${ui.smallButton} ${ui.editButton}`}
        onClick={desk.closeKept}
      >
        {DESK_UI_TEXTS.closeKept}
      </button>
    </FocusedPanel>
  );
}

function KeptField({ label, text }: { label: string; text: string }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Without the clipboard (an old browser), the text is selected for the phone's own Copy.
      box.current?.select();
      document.execCommand("copy");
    }
    setCopied(true);
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <textarea id={id} ref={box} readOnly value={text} rows={4} className={ui.input} />
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${ui.smallButton} ${ui.editButton}`}
          onClick={() => void copy()}
        >
          {DESK_UI_TEXTS.copy(label)}
        </button>
        <span role="status" className="text-sm text-stone-700">
          {copied ? DESK_UI_TEXTS.copied : null}
        </span>
      </div>
    </div>
  );
}
