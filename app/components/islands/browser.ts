// What the browser runs for each island (the component the server renders it with is in
// ./registry.tsx). A page loads only the code of the islands it has (./boot.ts), each on its own:
// plain DOM code for the parts every page has (the bar, the English offer), a component hydrated
// with Preact for the richer ones, loaded with Preact only when the page has one (decision 170).
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
  share: hydrated(
    () => import("~/components/share-links.tsx"),
    (m) => m.ShareLinks,
  ),
  calendarSubscribe: hydrated(
    () => import("~/components/calendar-subscribe.tsx"),
    (m) => m.CalendarSubscribe,
  ),
};
