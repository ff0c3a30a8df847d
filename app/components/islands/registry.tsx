import { Hero } from "../hero.tsx";
import { HistoryTabs } from "../history-tabs.tsx";
import { Navbar } from "../navbar.tsx";
import { PopularList } from "../popular-list.tsx";

/** Every interactive part of the public pages, by the name its wrapper carries. */
export const islands = {
  navbar: Navbar,
  hero: Hero,
  history: HistoryTabs,
  popular: PopularList,
};

export type IslandName = keyof typeof islands;
