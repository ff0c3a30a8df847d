// The deep-zoom button's behaviour in plain DOM code (decision 170): shown where the browser runs
// it; the viewer (and OpenSeadragon) is fetched only on the first click.

/** Each zoom button (./koleksi-viewer.tsx) opens its picture's IIIF image full screen. */
export function enhanceKoleksiZoom(root: HTMLElement): () => void {
  const stop = new AbortController();
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-zoom-info]")) {
    const host = button.parentElement;
    if (!host) continue;
    button.hidden = false;
    button.addEventListener(
      "click",
      async () => {
        button.setAttribute("aria-busy", "true");
        try {
          const { openDeepZoom } = await import("./deep-zoom.ts");
          openDeepZoom(host, button.dataset.zoomInfo ?? "", {
            close: button.dataset.close ?? "",
            label: button.textContent ?? undefined,
          });
        } finally {
          button.removeAttribute("aria-busy");
        }
      },
      { signal: stop.signal },
    );
  }
  return () => stop.abort();
}
