import type { IslandAssets, SiteData } from "../../common/site-context.ts";
import type { AppDeps } from "../app-deps.ts";
import { VISITOR, type Viewer } from "../content/visibility.ts";
import { getDokumentasiBySlug, listDokumentasi } from "../dokumentasi/dokumentasi.service.ts";
import { listHeroSlides } from "../hero/hero.service.ts";
import { getInformasiBySlug, listInformasi, listPopular } from "../informasi/informasi.service.ts";
import type { Pratinjau } from "../pratinjau/pratinjau.service.ts";
import { getSettings } from "../settings/settings.service.ts";
import { getText } from "../texts/texts.service.ts";

/** The services public pages read, bound to this server's database. */
export function createSiteData(
  deps: AppDeps,
  request: { origin: string; nonce?: string; islands?: IslandAssets; pratinjau?: Pratinjau },
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
    getSettings: () => getSettings(db),
    getText: (type) => getText(db, type),
    listInformasi: () => listInformasi(db),
    listPopular: () => listPopular(db),
    getInformasiBySlug: (slug) => getInformasiBySlug(db, slug, viewerOf("informasi")),
    listDokumentasi: () => listDokumentasi(db),
    getDokumentasiBySlug: (slug) => getDokumentasiBySlug(db, slug, viewerOf("dokumentasi")),
    listHeroSlides: () => listHeroSlides(db),
  };
}
