import { Hero } from "~/components/hero.tsx";
import { HistoryTabs } from "~/components/history-tabs.tsx";
import { Navbar } from "~/components/navbar.tsx";
import { PopularList } from "~/components/popular-list.tsx";

/** Every interactive part of the public pages, by the name its wrapper carries. */
export const islands = {
  navbar: Navbar,
  hero: Hero,
  history: HistoryTabs,
  popular: PopularList,
};

export type IslandName = keyof typeof islands;
