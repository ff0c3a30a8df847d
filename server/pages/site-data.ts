import { PUBLIC_PAGE_SIZE } from "../../common/paging.ts";
import type { IslandAssets, KindPageItem, SiteData } from "../../common/site-context.ts";
import { agendaWindow, getAgendaBySlug, listKejadian } from "../agenda/agenda.service.ts";
import type { AppDeps } from "../app-deps.ts";
import { canResetByMail } from "../auth/password-reset.service.ts";
import { search } from "../cari/cari.service.ts";
import { allKinds } from "../content/core/kind-list.ts";
import { contentByJenis, dokumentasiContent, informasiContent } from "../content/registry.ts";
import { VISITOR, type Viewer } from "../content/visibility.ts";
import { getDokumentasiDetailBySlug } from "../dokumentasi/dokumentasi-detail.ts";
import { listHeroSlides } from "../hero/hero.service.ts";
import { listPopular } from "../informasi/informasi.service.ts";
import { getKoleksiBySlug, listKoleksi } from "../koleksi/koleksi.service.ts";
import { getKunjungan } from "../kunjungan/kunjungan.service.ts";
import { log } from "../log/logger.ts";
import { storedImageSize } from "../media/image-size.ts";
import type { Pratinjau } from "../pratinjau/pratinjau.service.ts";
import { getSettings } from "../settings/settings.service.ts";
import { getText } from "../texts/texts.service.ts";
import { subscriptionPages } from "./langganan-pages.ts";
import { answerReservasiForm } from "./reservasi-form.ts";

const pageOf = (halaman: number) => ({
  limit: PUBLIC_PAGE_SIZE,
  offset: (halaman - 1) * PUBLIC_PAGE_SIZE,
});

/** The services public pages read, bound to this server's database. */
export function createSiteData(
  deps: AppDeps,
  request: {
    origin: string;
    /** The address's path (never its query string: preview tickets travel there), for the log. */
    path?: string;
    nonce?: string;
    islands?: IslandAssets;
    pratinjau?: Pratinjau;
    clientAddress?: string;
    /** Told of a search the page made, for the statistics. */
    onSearch?: (q: string, hasil: number) => void;
  },
): SiteData {
  const { db } = deps;
  // Pages show published content; a valid preview link adds its one item, on its own page only.
  const viewerOf = (jenis: string): Viewer =>
    request.pratinjau?.jenis === jenis
      ? { staff: false, previewId: request.pratinjau.id }
      : VISITOR;
  return {
    siteName: deps.config.SITE_NAME,
    origin: request.origin,
    nonce: request.nonce,
    islands: request.islands,
    canResetPassword: canResetByMail(deps),
    reportError: (err) => log.error({ err, path: request.path }, "Halaman gagal dibuat"),
    previewing: request.pratinjau !== undefined,
    getSettings: () => getSettings(db),
    getText: (type) => getText(db, type),
    listInformasi: () => informasiContent.list(db),
    listPopular: () => listPopular(db),
    getInformasiBySlug: (slug) => informasiContent.getPageBySlug(db, slug, viewerOf("informasi")),
    listDokumentasi: () => dokumentasiContent.list(db),
    getDokumentasiBySlug: (slug) => getDokumentasiDetailBySlug(db, slug, viewerOf("dokumentasi")),
    imageSize: (path) => storedImageSize(deps.media, path),
    listHeroSlides: () => listHeroSlides(db),
    pageInformasi: async (halaman) => {
      const [items, total] = await Promise.all([
        informasiContent.list(db, pageOf(halaman)),
        informasiContent.countPublished(db),
      ]);
      return { items, total };
    },
    pageDokumentasi: async (halaman) => {
      const [items, total] = await Promise.all([
        dokumentasiContent.list(db, pageOf(halaman)),
        dokumentasiContent.countPublished(db),
      ]);
      return { items, total };
    },
    kinds: allKinds,
    listKindItems: async (jenis) =>
      ((await contentByJenis(jenis)?.list(db)) ?? []) as KindPageItem[],
    kindAt: (pathname) => {
      const first = `/${pathname.replace(/^\/en(?=\/)/, "").split("/")[1] ?? ""}`;
      return allKinds().find((kind) => kind.publicPath === first);
    },
    pageOfKind: async (jenis, halaman) => {
      const content = contentByJenis(jenis);
      if (!content) return { items: [], total: 0 };
      const [items, total] = await Promise.all([
        content.list(db, pageOf(halaman)),
        content.countPublished(db),
      ]);
      return { items: items as KindPageItem[], total };
    },
    getKindItemBySlug: async (jenis, slug) => {
      const item = await contentByJenis(jenis)?.getBySlug(db, slug, viewerOf(jenis));
      return item as KindPageItem | undefined;
    },
    pageKoleksi: async (filter, halaman) => {
      const query = { ...filter, page: halaman, limit: PUBLIC_PAGE_SIZE };
      const { items, total } = await listKoleksi(db, query, VISITOR);
      return { items: items.map((item) => ({ ...item, galeri: [] })), total: total ?? 0 };
    },
    getKoleksiBySlug: (slug) => getKoleksiBySlug(db, slug, viewerOf("koleksi")),
    getKunjungan: () => getKunjungan(db),
    listAgenda: async (window = {}) => {
      const { dari, sampai } = agendaWindow(window);
      return listKejadian(db, dari, sampai);
    },
    getAgendaBySlug: (slug) => getAgendaBySlug(db, slug, viewerOf("agenda")),
    search: async (query) => {
      const found = await search(db, query);
      const hits = Object.values(found).reduce((sum, kind) => sum + kind.length, 0);
      request.onSearch?.(query, hits);
      return found;
    },
    sendReservasi: (fields, lang) =>
      answerReservasiForm(deps, { ...fields, bahasa: lang }, request.clientAddress ?? "unknown"),
    langganan: subscriptionPages(deps, request.clientAddress ?? "unknown"),
  };
}
