import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { contentRouter } from "../content/core/content.router.ts";
import { dokumentasiContent } from "../content/registry.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readViewer } from "../http/viewer.ts";
import { getDokumentasiDetailBySlug } from "./dokumentasi-detail.ts";

/** The core's calls for dokumentasi; one item is read by its slug, with its gallery (SPEC). */
export function dokumentasiRouter(deps: AppDeps) {
  const own = new Hono<AppEnv>().get("/:slug", async (c) => {
    const viewer = await readViewer(c, deps);
    const item = await getDokumentasiDetailBySlug(deps.db, c.req.param("slug"), viewer);
    if (!item) throw notFound(dokumentasiContent.kind.words.notFound);
    return c.json(item);
  });
  return contentRouter(dokumentasiContent, deps, own);
}
