import { readdirSync } from "node:fs";
import type { Context } from "hono";
import { Hono } from "hono";
import { MESSAGES } from "../common/messages.ts";
import { TEXT_TYPES } from "../common/schemas/texts.schema.ts";
import { type CalendarFiles, calendarRouter } from "./agenda/calendar.router.ts";
import { akunRouter } from "./akun/akun.router.ts";
import type { AppDeps } from "./app-deps.ts";
import { authRouter } from "./auth/auth.router.ts";
import { cariRouter } from "./cari/cari.router.ts";
import { mountContentApi } from "./content/content-routes.ts";
import { penyuntinganRouter, revisiRouter } from "./desk/desk.router.ts";
import { DomainError } from "./domain-error.ts";
import { healthRouter } from "./health/health.router.ts";
import { heroRouter } from "./hero/hero.router.ts";
import { addressLengthLimit } from "./http/address-length-limit.ts";
import { apiNoStore } from "./http/api-no-store.ts";
import type { AppEnv } from "./http/app-env.ts";
import { clientAddress } from "./http/client-address.ts";
import { crossSiteWrites } from "./http/cross-site-writes.ts";
import { handleError } from "./http/errors.ts";
import { pageMethods } from "./http/page-methods.ts";
import { type PublicReads, publicReads } from "./http/public-read-cache.ts";
import { requestId } from "./http/request-id.ts";
import { requestLog } from "./http/request-log.ts";
import { routeBodyLimit } from "./http/route-body-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { IMMUTABLE_CACHE, serveStaticCached } from "./http/static-files.ts";
import { writesSeenEverywhere } from "./http/writes-seen-everywhere.ts";
import { iiifRouter } from "./iiif/iiif.router.ts";
import { imporRouter, pengalihanRouter } from "./impor/impor.router.ts";
import { oldAddressRedirects } from "./impor/old-address-redirects.ts";
import { kunjunganRouter } from "./kunjungan/kunjungan.router.ts";
import { langgananRouter, oneClickRouter } from "./langganan/langganan.router.ts";
import { suratKeluarRouter } from "./mail/surat-keluar.router.ts";
import { serveUploads } from "./media/serve-uploads.ts";
import type { RenderedPage } from "./pages/page-cache.ts";
import { pratinjauRouter } from "./pratinjau/pratinjau.router.ts";
import { reservasiRouter } from "./reservasi/reservasi.router.ts";
import { riwayatRouter } from "./riwayat/riwayat.router.ts";
import { settingsRouter } from "./settings/settings.router.ts";
import { type PageViewCounter, publicPageViewCounter } from "./statistik/count-page-view.ts";
import { statistikRouter } from "./statistik/statistik.router.ts";
import { textsRouter } from "./texts/texts.router.ts";
import { usersRouter } from "./users/users.router.ts";

/** Renders everything that is not API or media: React Router's handler in production and dev. */
export type PageHandler = ((c: Context<AppEnv>) => Promise<Response>) & {
  /** The page kept for a GET or HEAD of this address now, if any (for the fast path). */
  fresh?: (url: URL) => RenderedPage | undefined;
};

export type AppOptions = {
  pages?: PageHandler;
  /** Built browser files (build/client): hashed assets cached for a year. */
  clientDir?: string;
  /** The page-view counter, shared with the fast path; made here when not given. */
  pageViews?: PageViewCounter;
  /** The public API reads kept in memory (shared with the fast path); made here when not given. */
  publicReads?: PublicReads;
  /** The calendar files, when the fast path shares their cache (serve.ts); made here otherwise. */
  calendar?: CalendarFiles;
};

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestId());
  app.use(clientAddress(deps.config.TRUST_PROXY));
  app.use(requestLog({ enabled: deps.config.LOG_REQUESTS === "1" }));
  app.use(securityHeaders());
  // After the log and the headers, so a 414 carries them too; before every route and page.
  app.use(addressLengthLimit());
  app.use(crossSiteWrites(deps.config.PUBLIC_URL));
  app.use(writesSeenEverywhere(deps.contentChanges));

  app.use(routeBodyLimit());
  app.use("/api/*", apiNoStore());

  app.route("/api/health", healthRouter(deps));
  app.use("/api/*", (options.publicReads ?? publicReads({ deps })).middleware);
  app.route("/api", authRouter(deps));
  app.route("/api/users", usersRouter(deps));
  app.route("/api/settings", settingsRouter(deps));
  app.route("/api/visi_misi", textsRouter(deps, TEXT_TYPES.visiMisi));
  app.route("/api/sejarah_istilah", textsRouter(deps, TEXT_TYPES.sejarahIstilah));
  mountContentApi(app, deps);
  app.route("/api/hero", heroRouter(deps));
  app.route("/api/akun", akunRouter(deps));
  app.route("/api/riwayat", riwayatRouter(deps));
  app.route("/api/pratinjau", pratinjauRouter(deps));
  app.route("/api/kunjungan", kunjunganRouter(deps));
  app.route("/api/reservasi", reservasiRouter(deps));
  app.route("/api/langganan", langgananRouter(deps));
  app.route("/api/cari", cariRouter(deps));
  app.route("/api/surat-keluar", suratKeluarRouter(deps));
  app.route("/api/penyuntingan", penyuntinganRouter(deps));
  app.route("/api/revisi", revisiRouter(deps));
  app.route("/api/statistik", statistikRouter(deps));
  app.route("/api/impor", imporRouter(deps));
  app.route("/api/pengalihan", pengalihanRouter(deps));
  app.all("/api/*", () => {
    throw new DomainError("not_found", MESSAGES.routeNotFound);
  });

  // Browsers and crawlers ask for /favicon.ico on their own; the icon is an SVG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  app.get("/uploads/*", serveUploads(deps.media));
  app.route("/iiif/3", iiifRouter(deps));
  app.all("/uploads/*", (c) => c.text("Gambar tidak ditemukan", 404));

  // RFC 8058 one-click unsubscribe, a POST to a page address (decision 160).
  app.route("/", oneClickRouter(deps));
  // Old addresses of a site moved here from WordPress answer 301 (looked up on a miss).
  app.use("*", oldAddressRedirects(deps.db));

  // The calendar files (/agenda.ics, /agenda/{slug}.ics and their /en twins), before the pages.
  app.route("/", options.calendar ?? calendarRouter(deps));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use("/assets/*", serveStaticCached({ root, precompressed: true }, IMMUTABLE_CACHE));
    // The build does not change while the server runs: only paths under one of its top-level
    // names can be a file, so pages skip the disk look-ups.
    const builtNames = new Set(readdirSync(root));
    const serveBuilt = serveStaticCached({ root, precompressed: true }, "public, max-age=86400");
    app.use("*", (c, next) =>
      builtNames.has(c.req.path.split("/")[1] ?? "") ? serveBuilt(c, next) : next(),
    );
  }
  if (options.pages) {
    const pages = options.pages;
    const pageViews = options.pageViews ?? publicPageViewCounter(deps);
    app.use("*", pageMethods());
    app.all("*", async (c) => {
      const res = await pages(c);
      // The statistics' one call on the page path, for a page from memory and a fresh one alike.
      pageViews.fromContext(c, res.status);
      return res;
    });
  }
  return app;
}
