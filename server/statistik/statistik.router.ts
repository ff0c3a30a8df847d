import { Hono } from "hono";
import { StatistikQuerySchema } from "../../common/schemas/statistik.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { requireRole } from "../http/require-role.ts";
import { readStatistik, statistikRange } from "./statistik.service.ts";
import { statistikCsv } from "./statistik-csv.ts";

/** `GET /api/statistik?dari=&sampai=` for staff; `&format=csv` downloads the same as CSV. */
export function statistikRouter(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin", "editor"] }))
    .get("/", async (c) => {
      const query = parseInput(StatistikQuerySchema, c.req.query());
      const range = statistikRange(query);
      // What this copy counted since its last batch is shown too, not ten seconds later. A failed
      // write keeps those counts for the next one; the figures already written still answer.
      await deps.statistik.flush().catch(() => undefined);
      const statistik = await readStatistik(deps.db, range);
      if (query.format !== "csv") return c.json(statistik);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header(
        "Content-Disposition",
        `attachment; filename="statistik-${range.dari}-${range.sampai}.csv"`,
      );
      return c.body(statistikCsv(statistik));
    });
}
