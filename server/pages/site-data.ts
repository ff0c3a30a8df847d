import type { IslandAssets, SiteData } from "../../common/site-context.ts";
import type { AppDeps } from "../app-deps.ts";
import { getDokumentasiBySlug, listDokumentasi } from "../dokumentasi/dokumentasi.service.ts";
import { getInformasiBySlug, listInformasi, listPopular } from "../informasi/informasi.service.ts";
import { getSettings } from "../settings/settings.service.ts";
import { getText } from "../texts/texts.service.ts";

/** The services public pages read, bound to this server's database. */
export function createSiteData(
  deps: AppDeps,
  request: { origin: string; nonce?: string; islands?: IslandAssets },
): SiteData {
  const { db } = deps;
  return {
    siteName: deps.config.SITE_NAME,
    origin: request.origin,
    nonce: request.nonce,
    islands: request.islands,
    getSettings: () => getSettings(db),
    getText: (type) => getText(db, type),
    listInformasi: () => listInformasi(db),
    listPopular: () => listPopular(db),
    getInformasiBySlug: (slug) => getInformasiBySlug(db, slug),
    listDokumentasi: () => listDokumentasi(db),
    getDokumentasiBySlug: (slug) => getDokumentasiBySlug(db, slug),
  };
}
