import { CalendarSubscribe } from "~/components/calendar-subscribe.tsx";
import { DokumentasiRow } from "~/components/dokumentasi-row.tsx";
import { Galeri } from "~/components/galeri.tsx";
import { Hero } from "~/components/hero.tsx";
import { HistoryTabs } from "~/components/history-tabs.tsx";
import { LangOffer } from "~/components/lang-offer.tsx";
import { Navbar } from "~/components/navbar.tsx";
import { PopularList } from "~/components/popular-list.tsx";
import { ShareLinks } from "~/components/share-links.tsx";
import { KoleksiViewer } from "~/koleksi/koleksi-viewer.tsx";

/** Every interactive part of the public pages, by the name its wrapper carries. */
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
