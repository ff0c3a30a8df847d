import { DokumentasiRow } from "../dokumentasi-row.tsx";
import { Galeri } from "../galeri.tsx";
import { Hero } from "../hero.tsx";
import { HistoryTabs } from "../history-tabs.tsx";
import { Navbar } from "../navbar.tsx";
import { PopularList } from "../popular-list.tsx";
import { ShareLinks } from "../share-links.tsx";

/** Every interactive part of the public pages, by the name its wrapper carries. */
export const islands = {
  navbar: Navbar,
  hero: Hero,
  history: HistoryTabs,
  popular: PopularList,
  kegiatanRow: DokumentasiRow,
  galeri: Galeri,
  share: ShareLinks,
};

export type IslandName = keyof typeof islands;
