import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { PageQuerySchema } from "../../common/schemas/page-query.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import { DomainError, notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { log } from "../log/logger.ts";
import { guardedFetch } from "./guarded-fetch.ts";
import { createJob, findJob, finishJob, setJobProgress } from "./impor.repository.ts";
import { importWordPress } from "./import-wordpress.ts";
import { countRedirects, listRedirects } from "./pengalihan.repository.ts";
import { readRestSource } from "./rest-source.ts";
import type { WordPressSource } from "./wordpress-source.ts";
import { parseWxr } from "./wxr.ts";

export const IMPOR_MESSAGES = {
  noSource: "Unggah berkas ekspor WordPress (berkas) atau tulis alamat situsnya (url).",
  notFound: "Impor tidak ditemukan",
  failed: "Impor gagal",
} as const;

const ImporJsonSchema = z.object({
  url: z
    .string({ error: IMPOR_MESSAGES.noSource })
    .trim()
    .min(1, { error: IMPOR_MESSAGES.noSource })
    .max(2000),
  kategori_dokumentasi: z.array(z.string().max(200)).max(50).optional().default([]),
  coba: z.boolean().optional().default(false),
});

/**
 * `POST /api/impor/wordpress` (admin): starts an import from an uploaded export or a site's
 * address and answers 202 with its id; `GET /api/impor/{id}` its progress and report. The run
 * goes on in this server copy; its state lives in the database, so any copy answers for it.
 */
export function imporRouter(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin"] }))
    .post("/wordpress", async (c) => {
      const type = c.req.header("content-type") ?? "";
      let read: () => Promise<WordPressSource>;
      let categories: string[];
      let dryRun: boolean;
      const fetcher = guardedFetch(deps.config.IMPORT_ALLOW_PRIVATE);
      if (type.toLowerCase().startsWith("multipart/")) {
        const form = await c.req.formData().catch(() => {
          throw new DomainError("invalid", IMPOR_MESSAGES.noSource);
        });
        const file = form.get("berkas");
        if (!(file instanceof File) || file.size === 0) {
          throw new DomainError("invalid", IMPOR_MESSAGES.noSource, {
            berkas: IMPOR_MESSAGES.noSource,
          });
        }
        const text = await file.text();
        // The file is read now: a file that is not WXR is refused with this answer.
        const source = parseWxr(text);
        read = async () => source;
        categories = form
          .getAll("kategori_dokumentasi")
          .flatMap((v) => String(v).split(","))
          .map((v) => v.trim())
          .filter(Boolean);
        dryRun = ["true", "1", "on"].includes(String(form.get("coba") ?? ""));
      } else {
        const body = parseInput(ImporJsonSchema, await readJson(c));
        read = () => readRestSource(body.url, { fetch: fetcher });
        categories = body.kategori_dokumentasi;
        dryRun = body.coba;
      }
      const id = randomUUID();
      await createJob(deps.db, id);
      const actor = c.get("user");
      const progress = { selesai: 0, total: 0 };
      void (async () => {
        try {
          const source = await read();
          const report = await importWordPress(deps, source, {
            dokumentasiCategories: categories,
            dryRun,
            fetch: fetcher,
            actor,
            onProgress: (selesai, total) => {
              Object.assign(progress, { selesai, total });
              setJobProgress(deps.db, id, selesai, total).catch(() => undefined);
            },
          });
          await finishJob(deps.db, id, "selesai", JSON.stringify(report), progress);
        } catch (err) {
          if (!(err instanceof DomainError)) log.error({ err }, "Impor WordPress gagal");
          const message = err instanceof DomainError ? err.message : IMPOR_MESSAGES.failed;
          await finishJob(deps.db, id, "gagal", JSON.stringify({ pesan: message }), progress).catch(
            () => undefined,
          );
        }
      })();
      return c.json({ id }, 202);
    })
    .get("/:id", async (c) => {
      const row = await findJob(deps.db, c.req.param("id"));
      if (!row) throw notFound(IMPOR_MESSAGES.notFound);
      const laporan = row.laporan ? JSON.parse(row.laporan) : null;
      return c.json({
        status: row.status,
        kemajuan: { selesai: Number(row.selesai), total: Number(row.total) },
        laporan: row.status === "selesai" ? laporan : null,
        ...(row.status === "gagal" ? { pesan: laporan?.pesan ?? IMPOR_MESSAGES.failed } : {}),
      });
    });
}

/** `GET /api/pengalihan?page=&limit=` (admin): old addresses and where each leads. */
export function pengalihanRouter(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireRole({ ...deps, roles: ["admin"] })).get("/", async (c) => {
    const query = parseInput(PageQuerySchema, c.req.query());
    c.header("X-Total-Count", String(await countRedirects(deps.db)));
    return c.json(await listRedirects(deps.db, toPage(query)));
  });
}
