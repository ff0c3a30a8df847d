// Shared with the server (type imports only): relative paths, no aliases.
import { createContext } from "react-router";
import type {
  AgendaDetail,
  AgendaKejadian,
  Dokumentasi,
  DokumentasiDetail,
  HasilCari,
  HeroSlide,
  Informasi,
  InformasiPopular,
  Kunjungan,
  Settings,
  TextEntry,
} from "./api-types.ts";
import type { ContentKind } from "./content/kind.ts";
import type { KoleksiDetail } from "./koleksi/koleksi-types.ts";
import type { TextType } from "./schemas/texts.schema.ts";

/** An item of any kind as the API answers it (common/content/kind.ts declares its fields). */
export type KindPageItem = {
  id: number;
  slug: string;
  judul: string;
  deskripsi: string;
  gambar: string;
  status: "terbit" | "draf";
  tanggal?: string;
  keterangan_gambar?: string;
  judul_en?: string;
  deskripsi_en?: string;
  keterangan_gambar_en?: string;
};

/** Width and height in pixels of a stored picture. */
export type ImageSize = { width: number; height: number };

/** An article as its public page reads it: with when it last changed (`dateModified`). */
export type InformasiArticle = Informasi & { updated_at: string };

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
  /** A forgotten password can be reset by mail (SMTP and PUBLIC_URL are set). */
  canResetPassword: boolean;
  /** An error while rendering this request, written to the server's log as one line. */
  reportError(error: unknown): void;
  getSettings(): Promise<Settings>;
  getText(type: TextType): Promise<TextEntry>;
  listInformasi(): Promise<Informasi[]>;
  listPopular(): Promise<InformasiPopular[]>;
  /** True when this request came through a valid preview link (staff, decision 020). */
  previewing: boolean;
  /** The published item (or the one a preview link opens) by its slug or an earlier one. */
  getInformasiBySlug(slug: string): Promise<InformasiArticle | undefined>;
  listDokumentasi(): Promise<Dokumentasi[]>;
  getDokumentasiBySlug(slug: string): Promise<DokumentasiDetail | undefined>;
  /** A stored picture's real size (share tags, JSON-LD), or undefined when it cannot be read. */
  imageSize(path: string): Promise<ImageSize | undefined>;
  /** The staff's banner pictures in order; empty when they chose none. */
  listHeroSlides(): Promise<HeroSlide[]>;
  /** One page (1-based, PUBLIC_PAGE_SIZE items) of a list, with the list's length. */
  pageInformasi(halaman: number): Promise<{ items: Informasi[]; total: number }>;
  pageDokumentasi(halaman: number): Promise<{ items: Dokumentasi[]; total: number }>;
  /** Every kind of content (common/content/kinds.ts, and any a test fixture declared). */
  kinds(): ContentKind[];
  /** Every published item of a kind, newest first (sitemap). */
  listKindItems(jenis: string): Promise<KindPageItem[]>;
  /** The kind of content whose pages live at this path's first part ("/koleksi/…"), if any. */
  kindAt(pathname: string): ContentKind | undefined;
  /** One page of any kind's published items, as `pageInformasi` (the core's generic pages). */
  pageOfKind(jenis: string, halaman: number): Promise<{ items: KindPageItem[]; total: number }>;
  /** Any kind's item by its slug or an earlier one, as visitors (or a preview link) may see it. */
  getKindItemBySlug(jenis: string, slug: string): Promise<KindPageItem | undefined>;
  /** One page of the published collection, filtered by category and typed words. */
  pageKoleksi(
    filter: { kategori?: string; q?: string },
    halaman: number,
  ): Promise<{ items: KoleksiDetail[]; total: number }>;
  /** A collection object (published, or opened by a preview link) with its views. */
  getKoleksiBySlug(slug: string): Promise<KoleksiDetail | undefined>;
  getKunjungan(): Promise<Kunjungan>;
  /** Occurrences of published agenda items, today to a year ahead unless a window is given. */
  listAgenda(window?: { dari?: string; sampai?: string }): Promise<AgendaKejadian[]>;
  /** A published item by its slug or an earlier one, with its next five occurrences. */
  getAgendaBySlug(slug: string): Promise<AgendaDetail | undefined>;
  search(query: string): Promise<HasilCari>;
  /** The group visit form posted to the page: what to show, as the API would answer. */
  /** The group visit form of the page in `lang` (its confirmation mail is written in it). */
  sendReservasi(fields: Record<string, string>, lang: "id" | "en"): Promise<FormAnswer>;
  /** Subscriptions by mail (decision 160). */
  langganan: SubscriptionPages;
};

/** The subscription pages' doors: each answers what the page shows. */
export type SubscriptionPages = {
  subscribe(fields: { email: string; topik: string[] }, lang: "id" | "en"): Promise<FormAnswer>;
  /** Follows a confirmation link; when it worked, the subscriber's manage page path. */
  confirm(token: string, lang: "id" | "en"): Promise<FormAnswer & { manage?: string }>;
  /** The subscriber a manage link names, or undefined when the link is not valid. */
  subscriber(
    token: string,
    lang: "id" | "en",
  ): Promise<{ email: string; topik: Array<"berita" | "agenda"> } | undefined>;
  changeTopics(token: string, topik: string[], lang: "id" | "en"): Promise<FormAnswer>;
  leave(token: string, lang: "id" | "en"): Promise<FormAnswer>;
};

/** A form's outcome: the message, and per-field errors when it was refused. */
export type FormAnswer = {
  ok: boolean;
  status: number;
  message: string;
  errors?: Record<string, string>;
};

export const siteContext = createContext<SiteData>();
