// The only script of a public page in production: brings each island rendered on the server
// (see ./island.tsx) to life with the props it was rendered with, loading the code of the
// islands on this page and no other (./browser.ts, docs/decisions/170, 200).
import { browserIslands } from "./browser.ts";
import type { IslandName } from "./registry.tsx";

/** How far from the screen a component island starts loading: a moment before it shows. */
const NEAR_SCREEN = "200px 0px";

const started = new WeakSet<HTMLElement>();

function start(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  const load = browserIslands[element.dataset.island as IslandName];
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  load().then(
    (mount) => mount(element, props),
    (error: unknown) =>
      console.error(`Gagal memuat bagian halaman ${element.dataset.island}:`, error),
  );
}

/** Once the browser has nothing more urgent (or after a second at most). */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function startIslands() {
  // A component island (Preact and its chunk) is loaded when it is on or near the screen, once
  // the browser is idle, each in a task of its own: one below the fold (the history tabs, the
  // documentation row on a phone) waits until the page has loaded, out of the way of the first
  // paint and the main picture. Its server markup is whole and readable meanwhile.
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>("[data-island]");
        if (island) whenIdle(() => start(island));
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = browserIslands[element.dataset.island as IslandName];
    if (!load) continue;
    // The bar's and the share links' plain DOM code is tiny: at once.
    if (!load.component) start(element);
    // The wrapper is `display: contents` (no box of its own to intersect): its content is
    // watched. One with nothing to show, or with work every page load owes, starts when idle.
    else if (
      !element.firstElementChild ||
      load.atLoad?.(JSON.parse(element.dataset.props ?? "{}") as object)
    )
      whenIdle(() => start(element));
    else {
      near.observe(element.firstElementChild);
      // Not seen yet: it still comes to life once the page has loaded and the browser is idle,
      // so a tap that reaches it without a scroll (a link to it, a jump) finds it live.
      afterLoad(() => whenIdle(() => start(element)));
    }
  }
}

function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

// The islands' markup is already on the page: let the browser paint it first, then bring it to
// life (a task after the next frame). Hydrating at once ran before the first paint on a slow
// phone and held it back by the whole hydration.
requestAnimationFrame(() => setTimeout(startIslands, 0));
