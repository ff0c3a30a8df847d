import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { GaleriInputSchema } from "../../common/schemas/galeri.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import type { Gallery } from "./galeri.service.ts";

/** Mounted at /api/<jenis>/:id/galeri for every kind that declares a gallery. */
export function galeriRouter(deps: AppDeps, gallery: Gallery) {
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .post("/", staff, async (c) => {
      const { fields, files } = await readForm(c);
      const { keterangan, keterangan_en } = parseInput(GaleriInputSchema, fields);
      const add = {
        itemId: readId(c),
        keterangan,
        keterangan_en,
        upload: files.gambar,
        actor: c.get("user"),
      };
      const data = await gallery.add(deps, add);
      return c.json({ message: MESSAGES.galeriAdded, data }, 201);
    })
    .delete("/:galeriId", staff, async (c) => {
      await gallery.remove(deps, readId(c), readId(c, "galeriId"), c.get("user"));
      return c.json({ message: MESSAGES.galeriDeleted });
    });
}
