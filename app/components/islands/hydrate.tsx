// Hydrates one island's component in the browser. The islands build (scripts/build-public-
// assets.ts) resolves `react` and `react-dom` to Preact's compat layer here: the same component
// the server rendered with React, for about a tenth of React DOM's bytes (decision 170).
import { type ComponentType, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Marks the island once it is interactive (tests and styles may wait for `data-hydrated`). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
  }, [element]);
  return children;
}

export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
) {
  hydrateRoot(
    element,
    <Hydrated element={element}>
      <Component {...props} />
    </Hydrated>,
  );
}
