import { useState } from "react";
import { ui } from "./styles.ts";

/**
 * The keyboard for a sign-in code: numbers for the app's six digits; letters once the person says
 * they are typing a recovery code (those have letters), with the button that switches.
 */
export function useCodeKeyboard() {
  const [recovery, setRecovery] = useState(false);
  const inputMode: "numeric" | "text" = recovery ? "text" : "numeric";
  const toggle = (
    <button
      type="button"
      onClick={() => setRecovery((v) => !v)}
      className={`${ui.smallButton} ${ui.editButton}`}
    >
      {recovery ? "Pakai kode dari aplikasi" : "Pakai kode cadangan"}
    </button>
  );
  return { inputMode, toggle };
}
