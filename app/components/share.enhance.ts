// The share links' and copy buttons' behaviour in plain DOM code (decision 170): the buttons the
// server rendered hidden appear where the browser can do what they offer.

/** Copy buttons (./copy-button.tsx): copy their text and say so in the status beside them. */
export function enhanceCopyButtons(root: HTMLElement): () => void {
  const stop = new AbortController();
  if (!navigator.clipboard) return () => undefined;
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    const status = button.nextElementSibling;
    button.hidden = false;
    button.addEventListener(
      "click",
      () => {
        navigator.clipboard.writeText(button.dataset.copy ?? "").then(
          () => {
            if (status) status.textContent = button.dataset.copied ?? "";
          },
          () => {
            if (status) status.textContent = "";
          },
        );
      },
      { signal: stop.signal },
    );
  }
  return () => stop.abort();
}

/** Share links (./share-links.tsx): the phone's own share sheet, and the copy button. */
export function enhanceShareLinks(root: HTMLElement): () => void {
  const stop = new AbortController();
  if (typeof navigator.share === "function") {
    for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-share-url]")) {
      button.hidden = false;
      button.addEventListener(
        "click",
        () => {
          navigator
            .share({ title: button.dataset.shareTitle, url: button.dataset.shareUrl })
            .catch(() => undefined);
        },
        { signal: stop.signal },
      );
    }
  }
  const undoCopy = enhanceCopyButtons(root);
  return () => {
    stop.abort();
    undoCopy();
  };
}
