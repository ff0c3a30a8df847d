// The only script of a public page in production: hydrates each island rendered on the server
// (see ./island.tsx) with the props it was rendered with.

import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islands } from "./registry.tsx";

/** Marks the island once it is interactive (tests and styles may wait for `data-hydrated`). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
  }, [element]);
  return children;
}

function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const Component = islands[element.dataset.island as IslandName] as
      | ((props: object) => ReactNode)
      | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    hydrateRoot(
      element,
      <Hydrated element={element}>
        <Component {...props} />
      </Hydrated>,
    );
  }
}

// The islands' markup is already on the page: let the browser paint it first, then hydrate (a
// task after the next frame). Hydrating at once ran before the first paint on a slow phone and
// held it back by the whole hydration.
requestAnimationFrame(() => setTimeout(hydrateIslands, 0));
