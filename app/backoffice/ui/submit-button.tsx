import { UI_TEXTS } from "@common/messages.ts";
import { ui } from "./styles.ts";

type SubmitButtonProps = { busy: boolean; disabled?: boolean; label?: string; className?: string };

/** A form's Simpan button: disabled and saying 'Menyimpan...' while the save is in flight. */
export function SubmitButton({
  busy,
  disabled = false,
  label = UI_TEXTS.save,
  className = "",
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${ui.primaryButton} ${className}`}
      disabled={busy || disabled}
    >
      {busy ? UI_TEXTS.saving : label}
    </button>
  );
}
