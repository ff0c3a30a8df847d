import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { TextInputSchema, type TextType } from "../../common/schemas/texts.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { getText, saveText } from "./texts.service.ts";

/** GET /:type and POST / for one family of texts: visi/misi or sejarah/silsilah. */
export function textsRouter(deps: AppDeps, types: readonly [TextType, ...TextType[]]) {
  const schema = TextInputSchema(types);
  return new Hono<AppEnv>()
    .get("/:type", async (c) => {
      const type = c.req.param("type");
      const known = types.find((t) => t === type);
      if (!known) throw notFound(`Tipe tidak dikenal. Gunakan: ${types.join(", ")}`);
      return c.json(await getText(deps.db, known));
    })
    .post("/", requireRole({ ...deps, roles: ["admin"] }), async (c) => {
      const input = parseInput(schema, await readJson(c));
      const saved = await saveText(
        deps,
        input.type as TextType,
        input.content,
        c.get("user"),
        input.content_en,
        { versi: input.versi },
      );
      return c.json({ message: MESSAGES.textSaved, ...saved });
    });
}
