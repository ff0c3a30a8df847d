import { Hono } from "hono";
import { CariQuerySchema } from "../../common/schemas/cari.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { search } from "./cari.service.ts";

export function cariRouter({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { q } = parseInput(CariQuerySchema, c.req.query());
    return c.json(await search(db, q));
  });
}
