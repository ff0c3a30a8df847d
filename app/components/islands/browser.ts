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
): () => Promise<Mount> {
  return async () => {
    const [{ hydrateIsland }, module] = await Promise.all([import("./hydrate.tsx"), load()]);
    return (element, props) => hydrateIsland(element, pick(module) as ComponentType<object>, props);
  };
}

export const browserIslands: Record<IslandName, () => Promise<Mount>> = {
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
