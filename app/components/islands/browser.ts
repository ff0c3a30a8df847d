// What the browser runs for each island (the component the server renders it with is in
// ./registry.tsx). A page loads only the code of the islands it has (./boot.ts), each on its own:
// plain DOM code for the bar and the English offer (in the script: every page has them) and for
// share links and copy buttons (fetched when the page has them), a component hydrated with
// Preact for the richer ones, loaded with Preact only when the page has one (decision 170).
import type { ComponentType } from "react";
import { enhanceLangOffer } from "~/components/lang-offer.enhance.ts";
import { enhanceNavbar } from "~/components/navbar.enhance.ts";
import type { Enhance, IslandName } from "./registry.tsx";

/** Brings one island to life in the element the server rendered it in. */
export type Mount = (element: HTMLElement, props: object) => void;

/** Loads an island's code; `component`: a Preact island, started when near the screen (boot.ts). */
export type Loader = (() => Promise<Mount>) & {
  component?: true;
  /** A component island that must run on every page load, seen or not (it counts a view). */
  atLoad?: (props: object) => boolean;
};

/** A plain-DOM island: part of the islands script itself (it is on every page). */
function plain(enhance: Enhance): () => Promise<Mount> {
  return async () => (element) => {
    enhance(element);
    element.dataset.hydrated = "true";
  };
}

/** A plain-DOM island only some pages have: its code is fetched when the page has it. */
function plainLater(load: () => Promise<Enhance>): () => Promise<Mount> {
  return async () => {
    const enhance = await load();
    return (element) => {
      enhance(element);
      element.dataset.hydrated = "true";
    };
  };
}

/** A component island: its module and Preact, fetched together when the page has one. */
function hydrated<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<never>,
  atLoad?: (props: object) => boolean,
): Loader {
  const loader = async (): Promise<Mount> => {
    const [{ hydrateIsland }, module] = await Promise.all([import("./hydrate.tsx"), load()]);
    return (element, props) => hydrateIsland(element, pick(module) as ComponentType<object>, props);
  };
  return Object.assign(loader, { component: true as const, atLoad });
}

export const browserIslands: Record<IslandName, Loader> = {
  navbar: plain(enhanceNavbar),
  langOffer: plain(enhanceLangOffer),
  hero: hydrated(
    () => import("~/components/hero.tsx"),
    (m) => m.Hero,
  ),
  history: hydrated(
    () => import("~/components/history-tabs.tsx"),
    (m) => m.HistoryTabs,
  ),
  popular: hydrated(
    () => import("~/components/popular-list.tsx"),
    (m) => m.PopularList,
    // On an article page it counts the article's view: that may not wait for a scroll.
    (props) => Boolean((props as { countSlug?: string }).countSlug),
  ),
  kegiatanRow: hydrated(
    () => import("~/components/dokumentasi-row.tsx"),
    (m) => m.DokumentasiRow,
  ),
  galeri: hydrated(
    () => import("~/components/galeri.tsx"),
    (m) => m.Galeri,
  ),
  share: plainLater(async () => (await import("~/components/share.enhance.ts")).enhanceShareLinks),
  calendarSubscribe: plainLater(
    async () => (await import("~/components/share.enhance.ts")).enhanceCopyButtons,
  ),
  koleksiZoom: plainLater(
    async () => (await import("~/koleksi/koleksi-zoom.enhance.ts")).enhanceKoleksiZoom,
  ),
};
