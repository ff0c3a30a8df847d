// The deep-zoom viewer of a collection picture: OpenSeadragon on its IIIF image, full screen, with
// pinch and keyboard zoom. A plain DOM entry (an element and the picture's info.json address) so
// any page script can host it; loaded only when a visitor asks to zoom (a dynamic import).
import OpenSeadragon from "openseadragon";

export type DeepZoom = { close: () => void };

/** How far one press of a zoom key zooms. */
const KEY_STEPS: Record<string, number> = { "+": 1.5, "=": 1.5, "-": 1 / 1.5, _: 1 / 1.5 };

/**
 * Opens the picture whose IIIF `info.json` is at `infoUrl` inside `element`, full page, named by
 * `words.label`; Escape or the close button ends it, gives the element back empty and the focus
 * back to what had it (the zoom button).
 */
export function openDeepZoom(
  element: HTMLElement,
  infoUrl: string,
  words: { close: string; label?: string } = { close: "Tutup" },
): DeepZoom {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const frame = document.createElement("div");
  frame.className = "fixed inset-0 z-50 bg-black";
  frame.setAttribute("role", "dialog");
  frame.setAttribute("aria-modal", "true");
  if (words.label) frame.setAttribute("aria-label", words.label);
  frame.dataset.deepZoom = "open";
  const stage = document.createElement("div");
  stage.className = "h-full w-full";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = words.close;
  close.className =
    "absolute right-3 top-3 z-10 rounded-md bg-white px-4 py-2 font-semibold text-stone-900";
  frame.append(stage, close);
  element.append(frame);
  const viewer = OpenSeadragon({
    element: stage,
    tileSources: infoUrl,
    showNavigationControl: false,
    keyboardNavEnabled: true,
    gestureSettingsTouch: { pinchToZoom: true },
    crossOriginPolicy: "Anonymous",
  });
  // OpenSeadragon's own "=" and "-" move about 2% a press: a keyboard user steps as a click does.
  viewer.addHandler("canvas-key", (event) => {
    const key = event.originalEvent as KeyboardEvent;
    const step = KEY_STEPS[key.key];
    if (!step || key.type !== "keydown" || key.ctrlKey || key.metaKey || key.altKey) return;
    event.preventDefaultAction = true;
    viewer.viewport.zoomBy(step);
    viewer.viewport.applyConstraints();
  });
  viewer.addHandler("tile-loaded", () => {
    frame.dataset.tilesLoaded = "true";
  });
  const end = () => {
    viewer.destroy();
    frame.remove();
    document.removeEventListener("keydown", onKey);
    if (opener?.isConnected) opener.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") end();
  };
  document.addEventListener("keydown", onKey);
  close.addEventListener("click", end);
  // Keys reach OpenSeadragon on its own canvas, not on the stage around it ("+" and "-" zoom,
  // the arrows pan).
  (viewer.canvas as HTMLElement).focus();
  return { close: end };
}
