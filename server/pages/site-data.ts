import { PUBLIC_PAGE_SIZE } from "../../common/paging.ts";
import type { IslandAssets, SiteData } from "../../common/site-context.ts";
import {
  agendaWindow,
  getAgendaBySlug,
  listAgendaItems,
  listKejadian,
} from "../agenda/agenda.service.ts";
import type { AppDeps } from "../app-deps.ts";
import { canResetByMail } from "../auth/password-reset.service.ts";
import { search } from "../cari/cari.service.ts";
import { VISITOR, type Viewer } from "../content/visibility.ts";
import {
  countPublishedDokumentasi,
  getDokumentasiDetailBySlug,
  listDokumentasi,
} from "../dokumentasi/dokumentasi.service.ts";
import { listHeroSlides } from "../hero/hero.service.ts";
import {
  countPublishedInformasi,
  getInformasiArticleBySlug,
  listInformasi,
  listPopular,
} from "../informasi/informasi.service.ts";
import { getKunjungan } from "../kunjungan/kunjungan.service.ts";
import { storedImageSize } from "../media/image-size.ts";
import type { Pratinjau } from "../pratinjau/pratinjau.service.ts";
import { getSettings } from "../settings/settings.service.ts";
import { getText } from "../texts/texts.service.ts";
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
    nonce?: string;
    islands?: IslandAssets;
    pratinjau?: Pratinjau;
    clientAddress?: string;
  },
): SiteData {
  const { db } = deps;
  // Pages show published content; a valid preview link adds its one item, on its own page only.
  const viewerOf = (jenis: Pratinjau["jenis"]): Viewer =>
    request.pratinjau?.jenis === jenis
      ? { staff: false, previewId: request.pratinjau.id }
      : VISITOR;
  return {
    siteName: deps.config.SITE_NAME,
    origin: request.origin,
    nonce: request.nonce,
    islands: request.islands,
    canResetPassword: canResetByMail(deps),
    previewing: request.pratinjau !== undefined,
    getSettings: () => getSettings(db),
    getText: (type) => getText(db, type),
    listInformasi: () => listInformasi(db),
    listPopular: () => listPopular(db),
    getInformasiBySlug: (slug) => getInformasiArticleBySlug(db, slug, viewerOf("informasi")),
    listDokumentasi: () => listDokumentasi(db),
    getDokumentasiBySlug: (slug) => getDokumentasiDetailBySlug(db, slug, viewerOf("dokumentasi")),
    imageSize: (path) => storedImageSize(deps.media, path),
    listHeroSlides: () => listHeroSlides(db),
    pageInformasi: async (halaman) => {
      const [items, total] = await Promise.all([
        listInformasi(db, pageOf(halaman)),
        countPublishedInformasi(db),
      ]);
      return { items, total };
    },
    pageDokumentasi: async (halaman) => {
      const [items, total] = await Promise.all([
        listDokumentasi(db, pageOf(halaman)),
        countPublishedDokumentasi(db),
      ]);
      return { items, total };
    },
    getKunjungan: () => getKunjungan(db),
    listAgenda: async (window = {}) => {
      const { dari, sampai } = agendaWindow(window);
      return listKejadian(db, dari, sampai);
    },
    listAgendaItems: () => listAgendaItems(db),
    getAgendaBySlug: (slug) => getAgendaBySlug(db, slug),
    search: (query) => search(db, query),
    sendReservasi: (fields, lang) =>
      answerReservasiForm(deps, { ...fields, bahasa: lang }, request.clientAddress ?? "unknown"),
  };
}
