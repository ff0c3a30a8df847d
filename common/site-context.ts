// Shared with the server (type imports only): relative paths, no aliases.
import { createContext } from "react-router";
import type {
  Dokumentasi,
  HeroSlide,
  Informasi,
  InformasiPopular,
  Settings,
  TextEntry,
} from "./api-types.ts";
import type { TextType } from "./schemas.ts";

/** Built script of the public pages' islands (production only; in development all hydrates). */
export type IslandAssets = { entry: string; preload: string[] };

/**
 * What public pages read on the server, handed in by the server through React Router's request
 * context (no HTTP hop to our own API). The browser never imports server code.
 */
export type SiteData = {
  siteName: string;
  /** The CSP nonce of this request, for React Router's inline scripts. */
  nonce?: string;
  /** The site's own origin (e.g. https://keraton.example), for canonical URLs. */
  origin: string;
  /** Island bundle of the public pages; absent in development, where React Router hydrates all. */
  islands?: IslandAssets;
  getSettings(): Promise<Settings>;
  getText(type: TextType): Promise<TextEntry>;
  listInformasi(): Promise<Informasi[]>;
  listPopular(): Promise<InformasiPopular[]>;
  /** The published item (or the one a preview link opens) by its slug or an earlier one. */
  getInformasiBySlug(slug: string): Promise<Informasi | undefined>;
  listDokumentasi(): Promise<Dokumentasi[]>;
  getDokumentasiBySlug(slug: string): Promise<Dokumentasi | undefined>;
  /** The staff's banner pictures in order; empty when they chose none. */
  listHeroSlides(): Promise<HeroSlide[]>;
};

export const siteContext = createContext<SiteData>();
