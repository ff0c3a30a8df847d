import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The role kept in local storage. The server knows no session, so the page is rendered (and
 * hydrated) as for a visitor; the stored role shows right after hydration.
 */
export function useStoredRole(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem("role"),
    () => null,
  );
}
