import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { contentRouter } from "../content/core/content.router.ts";
import { dokumentasiContent } from "../content/registry.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readViewer } from "../http/viewer.ts";
import { getDokumentasiDetailBySlug } from "./dokumentasi-detail.ts";

/** The core's calls for dokumentasi; one item is read by its slug, with its gallery (SPEC). */
export function dokumentasiRouter(deps: AppDeps) {
  const detail = async (c: Context<AppEnv>) => {
    const viewer = await readViewer(c, deps);
    const item = await getDokumentasiDetailBySlug(deps.db, c.req.param("slug") ?? "", viewer);
    if (!item) throw notFound(dokumentasiContent.kind.words.notFound);
    return c.json(item);
  };
  // By slug as every kind's `/slug/{slug}` too (the back office's gallery reads it there).
  const own = new Hono<AppEnv>().get("/slug/:slug", detail).get("/:slug", detail);
  return contentRouter(dokumentasiContent, deps, own);
}
