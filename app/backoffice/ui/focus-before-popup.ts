/** The element that last took the focus, kept while the focus sits on the page's body. */
let lastFocused: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/**
 * Where the focus goes back when a popup closes: the element focused now, or, when the focus fell
 * to the page's body, the one focused last. A Simpan button is disabled while its save is in flight,
 * which drops the focus; the popup that tells the result must still give it back to Simpan.
 */
export function focusToReturnTo(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
