import { Hono } from "hono";
import { z } from "zod";
import { type Bahasa, LANGGANAN_TEXTS } from "../../common/langganan.ts";
import { PageQuerySchema } from "../../common/schemas/page-query.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId, readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { csvField } from "../statistik/statistik-csv.ts";
import * as service from "./langganan.service.ts";
import { sentToSubscribers } from "./langganan-surat.repository.ts";

const ListQuerySchema = PageQuerySchema.extend({
  q: z.string().max(254).optional().default(""),
  format: z.enum(["json", "csv"]).optional(),
});

const csvLine = (fields: ReadonlyArray<string>) => `${fields.map(csvField).join(",")}\r\n`;

/** `/api/langganan`: subscribe (public), the list, counts and removal (staff, decision 160). */
export function langgananRouter(deps: AppDeps) {
  const { db } = deps;
  const admin = requireRole({ ...deps, roles: ["admin"] });
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const fields = await readJson(c);
      await service.subscribe(deps, fields, c.get("clientAddress"));
      return c.json({ message: LANGGANAN_TEXTS[service.formLang(fields)].accepted }, 202);
    })
    .get("/ringkasan", staff, async (c) => c.json(await service.summary(db)))
    .get("/surat", admin, async (c) => c.json(await sentToSubscribers(db)))
    .get("/", admin, async (c) => {
      const query = parseInput(ListQuerySchema, c.req.query());
      if (query.format === "csv") {
        const { items } = await service.listSubscribers(db, query.q);
        const rows = [["id", "email", "bahasa", "topik", "status", "dibuat"]].concat(
          items.map((s) => [
            String(s.id),
            s.email,
            s.bahasa,
            s.topik.join(" "),
            s.status,
            s.dibuat,
          ]),
        );
        c.header("Content-Type", "text/csv; charset=utf-8");
        c.header("Content-Disposition", 'attachment; filename="pelanggan.csv"');
        return c.body(`\uFEFF${rows.map(csvLine).join("")}`);
      }
      const { items, total } = await service.listSubscribers(db, query.q, toPage(query));
      c.header("X-Total-Count", String(total));
      return c.json(items);
    })
    .delete("/:id", admin, async (c) => {
      if (!(await service.removeSubscriber(db, readId(c)))) {
        throw new DomainError("not_found", "Pelanggan tidak ditemukan.");
      }
      return c.json({ message: "Pelanggan dihapus." });
    });
}

/**
 * `POST /langganan/berhenti?token=…` (and `/en/…`): RFC 8058's one-click unsubscribe, which mail
 * providers send without any session; 200 once the address is deleted. A GET (a link opened in
 * a browser) goes to the manage page, where leaving is one button.
 */
export function oneClickRouter(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const lang of ["id", "en"] as const satisfies Bahasa[]) {
    const path = lang === "en" ? "/en/langganan/berhenti" : "/langganan/berhenti";
    app.post(path, async (c) => {
      const t = LANGGANAN_TEXTS[lang];
      try {
        await service.leave(db(deps), deps.secret, c.req.query("token") ?? "", lang);
      } catch (err) {
        if (err instanceof DomainError) return c.text(t.badLink, 400);
        throw err;
      }
      return c.text(t.left, 200);
    });
    app.get(path, (c) => {
      const token = encodeURIComponent(c.req.query("token") ?? "");
      return c.redirect(`${lang === "en" ? "/en" : ""}/langganan/atur?token=${token}`, 303);
    });
  }
  return app;
}

const db = (deps: AppDeps) => deps.db;
