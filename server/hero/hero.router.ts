import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { HeroCreateSchema, HeroUpdateSchema } from "../../common/schemas/hero.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import * as service from "./hero.service.ts";

export function heroRouter(deps: AppDeps) {
  const admin = requireRole({ ...deps, roles: ["admin"] });
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.listHeroSlides(deps.db)))
    .post("/", admin, async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(HeroCreateSchema, fields);
      const slide = await service.createHeroSlide(deps, input, files.gambar, c.get("user"));
      return c.json({ message: MESSAGES.heroCreated, data: slide }, 201);
    })
    .put("/:id", admin, async (c) => {
      const id = readId(c);
      const { fields, files } = await readForm(c);
      const input = parseInput(HeroUpdateSchema, fields);
      const slide = await service.updateHeroSlide(deps, id, input, files.gambar, c.get("user"));
      return c.json({ message: MESSAGES.heroUpdated, data: slide });
    })
    .delete("/:id", admin, async (c) => {
      await service.deleteHeroSlide(deps, readId(c), c.get("user"));
      return c.json({ message: MESSAGES.heroDeleted });
    });
}
