import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { GaleriInputSchema } from "../../common/schemas/galeri.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import * as service from "./galeri.service.ts";

/** Mounted at /api/dokumentasi/:id/galeri. */
export function galeriRouter(deps: AppDeps) {
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .post("/", staff, async (c) => {
      const dokumentasiId = readId(c);
      const { fields, files } = await readForm(c);
      const { keterangan, keterangan_en } = parseInput(GaleriInputSchema, fields);
      const add = {
        dokumentasiId,
        keterangan,
        keterangan_en,
        upload: files.gambar,
        actor: c.get("user"),
      };
      const data = await service.addGaleri(deps, add);
      return c.json({ message: MESSAGES.galeriAdded, data }, 201);
    })
    .delete("/:galeriId", staff, async (c) => {
      await service.removeGaleri(deps, readId(c), readId(c, "galeriId"), c.get("user"));
      return c.json({ message: MESSAGES.galeriDeleted });
    });
}
