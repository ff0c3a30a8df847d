import { useState } from "react";
import { normaliseLinkAddress } from "./paste-cleaning.ts";
import { ui } from "./styles.ts";

/** The address field the Tautan button opens above the text. */
export function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  function apply() {
    const href = normaliseLinkAddress(value);
    if (!href) {
      setError("Alamat tautan harus diawali https://, http:// atau mailto:");
      return;
    }
    onApply(href);
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-stone-300 bg-stone-50 p-2">
      <label className="min-w-48 flex-1 text-sm font-semibold text-stone-800">
        Alamat tautan
        <input
          // biome-ignore lint/a11y/noAutofocus: the field was opened by the Tautan button just now
          autoFocus
          type="url"
          value={value}
          placeholder="https://"
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // Enter must not submit the form around the editor.
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
            if (e.key === "Escape") {
              e.preventDefault();
              e.stopPropagation();
              onCancel();
            }
          }}
          aria-invalid={error ? true : undefined}
          className={`${ui.input} mt-1 font-normal`}
        />
      </label>
      <button type="button" className={`${ui.smallButton} ${ui.editButton}`} onClick={apply}>
        Pasang
      </button>
      <button type="button" className={`${ui.smallButton} border-stone-400`} onClick={onCancel}>
        Batal
      </button>
      {error ? (
        <p role="alert" className={`${ui.fieldError} w-full`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
