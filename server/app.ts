import { readdirSync } from "node:fs";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { MESSAGES } from "../common/messages.ts";
import { TEXT_TYPES } from "../common/schemas.ts";
import type { AppDeps } from "./app-deps.ts";
import { authRouter } from "./auth/auth.router.ts";
import { cariRouter } from "./cari/cari.router.ts";
import { dokumentasiRouter } from "./dokumentasi/dokumentasi.router.ts";
import { galeriRouter } from "./galeri/galeri.router.ts";
import { healthRouter } from "./health/health.router.ts";
import type { AppEnv } from "./http/env.ts";
import { ApiError, handleError } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { serveStaticCached } from "./http/static-files.ts";
import { informasiRouter } from "./informasi/informasi.router.ts";
import { kunjunganRouter } from "./kunjungan/kunjungan.router.ts";
import { MAX_IMAGE_BYTES } from "./media/image-intake.ts";
import { reservasiRouter } from "./reservasi/reservasi.router.ts";
import { settingsRouter } from "./settings/settings.router.ts";
import { textsRouter } from "./texts/texts.router.ts";
import { usersRouter } from "./users/users.router.ts";

/** Renders everything that is not API or media: React Router's handler in production and dev. */
export type PageHandler = (c: Context<AppEnv>) => Promise<Response>;

export type AppOptions = {
  pages?: PageHandler;
  /** Built browser files (build/client): hashed assets cached for a year. */
  clientDir?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestId());
  app.use(requestLog({ enabled: deps.config.LOG_REQUESTS === "1" }));
  app.use(securityHeaders());

  // A form may carry a 10 MB image; JSON bodies are small texts.
  const formLimit = bodyLimit({
    maxSize: MAX_IMAGE_BYTES + 512 * 1024,
    onError: () => {
      throw new ApiError(413, MESSAGES.imageTooLarge);
    },
  });
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new ApiError(413, MESSAGES.bodyTooLarge);
    },
  });
  app.use("/api/*", (c, next) =>
    (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/")
      ? formLimit(c, next)
      : jsonLimit(c, next),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.route("/api/health", healthRouter(deps));
  app.route("/api", authRouter(deps));
  app.route("/api/users", usersRouter(deps));
  app.route("/api/settings", settingsRouter(deps));
  app.route("/api/visi_misi", textsRouter(deps, TEXT_TYPES.visiMisi));
  app.route("/api/sejarah_istilah", textsRouter(deps, TEXT_TYPES.sejarahIstilah));
  app.route("/api/dokumentasi/:id/galeri", galeriRouter(deps));
  app.route("/api/dokumentasi", dokumentasiRouter(deps));
  app.route("/api/informasi", informasiRouter(deps));
  app.route("/api/kunjungan", kunjunganRouter(deps));
  app.route("/api/reservasi", reservasiRouter(deps));
  app.route("/api/cari", cariRouter(deps));
  app.all("/api/*", () => {
    throw new ApiError(404, MESSAGES.routeNotFound);
  });

  // Browsers and crawlers ask for /favicon.ico on their own; the icon is an SVG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  // Stored names are random and never reused, so a file never changes.
  app.use("/uploads/*", serveStaticCached({ root: deps.config.DATA_DIR }, IMMUTABLE));
  // Images uploaded before the 1600 px variant existed lack it: their 960 px one stands in
  // (docs/decisions/030), so a srcset may always list 1600.
  app.get("/uploads/:file{[a-f0-9]{32}-w1600\\.webp}", (c) =>
    c.redirect(`/uploads/${c.req.param("file").replace("-w1600", "-w960")}`, 302),
  );
  app.all("/uploads/*", (c) => c.text("Gambar tidak ditemukan", 404));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use("/assets/*", serveStaticCached({ root, precompressed: true }, IMMUTABLE));
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
    app.all("*", (c) => pages(c));
  }
  return app;
}
