// The only script of a public page in production: brings each island rendered on the server
// (see ./island.tsx) to life with the props it was rendered with, loading the code of the
// islands on this page and no other (./browser.ts, docs/decisions/170).
import { browserIslands } from "./browser.ts";
import type { IslandName } from "./registry.tsx";

function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = browserIslands[element.dataset.island as IslandName];
    if (!load) continue;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    load().then(
      (mount) => mount(element, props),
      (error: unknown) =>
        console.error(`Gagal memuat bagian halaman ${element.dataset.island}:`, error),
    );
  }
}

// The islands' markup is already on the page: let the browser paint it first, then bring it to
// life (a task after the next frame). Hydrating at once ran before the first paint on a slow
// phone and held it back by the whole hydration.
requestAnimationFrame(() => setTimeout(startIslands, 0));
