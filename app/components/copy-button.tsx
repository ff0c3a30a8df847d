/** The outlined button of the public pages' small actions (share, copy). */
export const OUTLINE_BUTTON =
  "inline-flex min-h-11 items-center rounded-md border border-bata/60 px-3 py-2 text-sm font-semibold text-bata hover:bg-bata hover:text-white";

/**
 * Copies `text` with the script (./share.enhance.ts shows it only where the browser offers a
 * clipboard) and says so in a status beside the button; without the script, nothing but the
 * empty status is there.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  return (
    <>
      <button
        type="button"
        hidden
        data-copy={text}
        data-copied={copiedLabel}
        className={OUTLINE_BUTTON}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-stone-700" />
    </>
  );
}
