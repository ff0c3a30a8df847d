import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import type { AppDeps } from "../app-deps.ts";
import { contentRouter } from "../content/core/content.router.ts";
import { informasiContent } from "../content/registry.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ViewsPerClient } from "../statistik/views-per-client.ts";
import * as service from "./informasi.service.ts";
import { OneViewPerVisitor } from "./one-view-per-visitor.ts";

/** The core's calls for informasi, and its own: the most read, and counting a view. */
export function informasiRouter(deps: AppDeps) {
  const viewed = new OneViewPerVisitor();
  const perClient = new ViewsPerClient();
  const own = new Hono<AppEnv>()
    .get("/populer", async (c) => c.json(await service.listPopular(deps.db)))
    .post("/:slug/increment-view", async (c) => {
      const visitor = { address: c.get("clientAddress"), viewed, perClient };
      const views = await service.countView(deps.viewCounter, c.req.param("slug"), visitor);
      return c.json({ message: MESSAGES.viewCounted, views });
    });
  return contentRouter(informasiContent, deps, own);
}
