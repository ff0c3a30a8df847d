import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { pingDatabase } from "./health.repository.ts";

/** `GET /api/health`: 200 while the database answers, 503 otherwise. */
export function healthRouter({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await pingDatabase(db);
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "error", message: "Database tidak menjawab" }, 503);
    }
  });
}
