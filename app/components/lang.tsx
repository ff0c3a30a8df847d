import { type Lang, localePath, type Messages, messagesFor } from "@common/i18n/index.ts";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The page's language for the parts rendered only on the server. Islands are hydrated without
 * this context (islands/boot.tsx), so they take `lang` as a prop instead (see `islandLang`).
 */
const LangContext = createContext<Lang>("id");

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The page's language, its catalogue, and its addresses (`href("/informasi")`). */
export function useLang(): { lang: Lang; t: Messages; href: (path: string) => string } {
  const lang = useContext(LangContext);
  return { lang, t: messagesFor(lang), href: (path) => localePath(lang, path) };
}

/**
 * An island's `lang` prop: left out on Indonesian pages (the islands' default), so their
 * serialized props stay exactly as they were before English existed.
 */
export function islandLang(lang: Lang): { lang?: Lang } {
  return lang === "id" ? {} : { lang };
}
