// A kind's API from its declaration: list, read by id and by slug, write and remove
// (`/api/<jenis>`). A kind adds its own calls, or answers one of these its own way, by registering
// them on the router before these (Hono answers with the first route that matches).
import { type Context, Hono } from "hono";
import { kindInputSchema } from "../../../common/content/kind-input.ts";
import { PageQuerySchema } from "../../../common/schemas/page-query.schema.ts";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../domain-error.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { parseInput } from "../../http/errors.ts";
import { readForm, readId } from "../../http/read-body.ts";
import { requireRole } from "../../http/require-role.ts";
import { readViewer } from "../../http/viewer.ts";
import { toPage } from "../pagination.ts";
import type { ContentOf } from "./content.service.ts";

export function contentRouter<T>(
  content: ContentOf<T>,
  deps: AppDeps,
  router = new Hono<AppEnv>(),
) {
  const { db } = deps;
  const { kind } = content;
  const schema = kindInputSchema(kind);
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  const missing = () => notFound(kind.words.notFound);
  const writeOf = async (c: Context<AppEnv>) => {
    const { fields, files } = await readForm(c);
    const user = c.get("user");
    const input = parseInput(schema, fields) as Record<string, unknown>;
    return { input, upload: files.gambar, actor: user, authorName: user.name };
  };
  return router
    .get("/", async (c) => {
      const page = toPage(parseInput(PageQuerySchema, c.req.query()));
      return c.json(await content.list(db, page, await readViewer(c, deps)));
    })
    .get("/slug/:slug", async (c) => {
      const viewer = await readViewer(c, deps);
      const item = await content.getBySlug(db, c.req.param("slug"), viewer);
      if (!item) throw missing();
      return c.json(item);
    })
    .get("/:id", async (c) => {
      const item = await content.getById(db, readId(c), await readViewer(c, deps));
      if (!item) throw missing();
      return c.json(item);
    })
    .post("/", staff, async (c) => {
      const item = await content.create(deps, await writeOf(c));
      return c.json({ message: kind.words.created, data: item }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const item = await content.update(deps, id, await writeOf(c));
      return c.json({ message: kind.words.updated, data: item });
    })
    .delete("/:id", staff, async (c) => {
      await content.remove(deps, readId(c), c.get("user"));
      return c.json({ message: kind.words.deleted });
    });
}
