import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { SuratKeluarQuerySchema } from "../../common/schemas/surat-keluar.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { listOutbox, outboxSummary, sendAgain } from "./surat-keluar.service.ts";

/** The admin's view of the outbox ("Email Keluar"). */
export function suratKeluarRouter(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireRole({ ...deps, roles: ["admin"] }))
      .get("/", async (c) => {
        const query = parseInput(SuratKeluarQuerySchema, c.req.query());
        const page = toPage({ page: query.page ?? 1, limit: query.limit ?? 20 });
        const { mails, total } = await listOutbox(
          deps.db,
          { limit: page.limit ?? 20, offset: page.offset },
          query.status,
        );
        c.header("X-Total-Count", String(total));
        return c.json(mails);
      })
      // For the dashboard: can mail go out at all, and how much waits or failed.
      .get("/ringkasan", async (c) => c.json(await outboxSummary(deps)))
      .post("/:id/kirim-ulang", async (c) => {
        await sendAgain(deps, readId(c), c.get("user"));
        return c.json({ message: MESSAGES.mailRequeued });
      })
  );
}
