// The English offer's behaviour in plain DOM code (it runs on every Indonesian page, decision
// 170): shown when the browser puts English first and the visitor has not answered yet.
import { OFFER_STORAGE_KEY, prefersEnglish } from "./lang-offer-choice.ts";

function answered(): string | null {
  try {
    return localStorage.getItem(OFFER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(answer: string) {
  try {
    localStorage.setItem(OFFER_STORAGE_KEY, answer);
  } catch {
    // Storage may be refused (private mode): the offer then comes back next time, no harm.
  }
}

/** Wires the offer rendered in `root` (./lang-offer.tsx); the returned function undoes it. */
export function enhanceLangOffer(root: HTMLElement): () => void {
  const stop = new AbortController();
  const offer = root.querySelector("aside");
  if (!offer) return () => undefined;
  for (const control of offer.querySelectorAll<HTMLElement>("[data-offer]")) {
    control.addEventListener(
      "click",
      () => {
        const answer = control.dataset.offer ?? "dismissed";
        remember(answer);
        if (answer === "dismissed") offer.hidden = true;
      },
      { signal: stop.signal },
    );
  }
  if (!answered() && prefersEnglish(navigator.languages ?? [navigator.language])) {
    offer.hidden = false;
  }
  return () => stop.abort();
}
