import type { Hono } from "hono";
import { agendaRouter } from "../agenda/agenda.router.ts";
import type { AppDeps } from "../app-deps.ts";
import { dokumentasiRouter } from "../dokumentasi/dokumentasi.router.ts";
import { galeriRouter } from "../galeri/galeri.router.ts";
import type { AppEnv } from "../http/app-env.ts";
import { informasiRouter } from "../informasi/informasi.router.ts";
import { koleksiRouter } from "../koleksi/koleksi.router.ts";
import { contentRouter } from "./core/content.router.ts";
import { allContent, galleryByJenis } from "./registry.ts";

/** Kinds whose API has calls of their own besides the core's (each adds them to the core's router). */
const OWN_ROUTERS: Record<string, (deps: AppDeps) => Hono<AppEnv>> = {
  informasi: informasiRouter,
  dokumentasi: dokumentasiRouter,
  agenda: agendaRouter,
  koleksi: koleksiRouter,
};

/** `/api/<jenis>` for every kind of content, and `/api/<jenis>/{id}/galeri` for its gallery. */
export function mountContentApi(app: Hono<AppEnv>, deps: AppDeps): void {
  for (const content of allContent()) {
    const gallery = galleryByJenis(content.kind.jenis);
    if (gallery) app.route(`/api/${content.kind.jenis}/:id/galeri`, galeriRouter(deps, gallery));
    const own = OWN_ROUTERS[content.kind.jenis];
    app.route(`/api/${content.kind.jenis}`, own ? own(deps) : contentRouter(content, deps));
  }
}
