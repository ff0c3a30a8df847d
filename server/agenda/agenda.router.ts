import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { AgendaQuerySchema, KejadianInputSchema } from "../../common/schemas/agenda.schema.ts";
import { isoDate } from "../../common/schemas/fields.ts";
import type { AppDeps } from "../app-deps.ts";
import { contentRouter } from "../content/core/content.router.ts";
import { agendaContent } from "../content/registry.ts";
import { DomainError, notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId, readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { readViewer } from "../http/viewer.ts";
import * as service from "./agenda.service.ts";

/**
 * The core's writes for agenda (`POST`, `PUT /{id}`, `DELETE /{id}`), and its own reads: the
 * occurrences of a window (or the items with `?bentuk=item`), an item with its next five, and
 * staff's word on one occurrence.
 */
export function agendaRouter(deps: AppDeps) {
  const { db } = deps;
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  const own = new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseInput(AgendaQuerySchema, c.req.query());
      if (query.bentuk === "item") {
        return c.json(await service.listAgendaItems(db, await readViewer(c, deps)));
      }
      const { dari, sampai } = service.agendaWindow(query);
      return c.json(await service.listKejadian(db, dari, sampai));
    })
    .get("/:slug", async (c) => {
      const viewer = await readViewer(c, deps);
      const item = await service.getAgendaBySlug(db, c.req.param("slug"), viewer);
      if (!item) throw notFound(MESSAGES.agendaNotFound);
      return c.json(item);
    })
    .put("/:id/kejadian/:tanggal", staff, async (c) => {
      const id = readId(c);
      const tanggal = c.req.param("tanggal");
      if (!isoDate.safeParse(tanggal).success) {
        const message = "Tanggal tidak valid. Pilih tanggal dari kalender.";
        throw new DomainError("invalid", message, { tanggal: message });
      }
      const input = parseInput(KejadianInputSchema, await readJson(c));
      const kejadian = await service.changeKejadian(deps, id, tanggal, input, c.get("user"));
      const message =
        input.dibatalkan === true
          ? MESSAGES.kejadianCancelled
          : input.tanggal_baru
            ? MESSAGES.kejadianMoved
            : input.pasti === true
              ? MESSAGES.kejadianConfirmed
              : MESSAGES.kejadianSaved;
      return c.json({ message, data: kejadian });
    });
  return contentRouter(agendaContent, deps, own);
}
