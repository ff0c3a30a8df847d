import { CalendarSubscribe } from "~/components/calendar-subscribe.tsx";
import { DokumentasiRow } from "~/components/dokumentasi-row.tsx";
import { Galeri } from "~/components/galeri.tsx";
import { Hero } from "~/components/hero.tsx";
import { HistoryTabs } from "~/components/history-tabs.tsx";
import { enhanceLangOffer } from "~/components/lang-offer.enhance.ts";
import { LangOffer } from "~/components/lang-offer.tsx";
import { enhanceNavbar } from "~/components/navbar.enhance.ts";
import { Navbar } from "~/components/navbar.tsx";
import { PopularList } from "~/components/popular-list.tsx";
import { enhanceCopyButtons, enhanceShareLinks } from "~/components/share.enhance.ts";
import { ShareLinks } from "~/components/share-links.tsx";
import { KoleksiViewer } from "~/koleksi/koleksi-viewer.tsx";
import { enhanceKoleksiZoom } from "~/koleksi/koleksi-zoom.enhance.ts";

/**
 * Every interactive part of the public pages, by the name its wrapper carries: the component the
 * server renders it with. What the browser runs for each is in ./browser.ts (docs/decisions/170).
 */
export const islands = {
  navbar: Navbar,
  hero: Hero,
  history: HistoryTabs,
  popular: PopularList,
  kegiatanRow: DokumentasiRow,
  galeri: Galeri,
  share: ShareLinks,
  langOffer: LangOffer,
  calendarSubscribe: CalendarSubscribe,
  koleksiZoom: KoleksiViewer,
};

export type IslandName = keyof typeof islands;

/** Plain-DOM behaviour of an island: wires the server's markup; the result undoes it. */
export type Enhance = (element: HTMLElement) => () => void;

/**
 * The islands whose behaviour is plain DOM code rather than their component's hooks. Where React
 * hydrates a whole page (development, the sign-in screens) the wrapper runs it from an effect.
 */
export const enhancers: Partial<Record<IslandName, Enhance>> = {
  navbar: enhanceNavbar,
  langOffer: enhanceLangOffer,
  share: enhanceShareLinks,
  calendarSubscribe: enhanceCopyButtons,
  koleksiZoom: enhanceKoleksiZoom,
};
