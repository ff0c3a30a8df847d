import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { SettingsInputSchema } from "../../common/schemas/settings.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { getSettings, saveSettings } from "./settings.service.ts";

export function settingsRouter(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getSettings(deps.db)))
    .post("/update", requireRole({ ...deps, roles: ["admin"] }), async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(SettingsInputSchema, fields);
      const uploads = {
        Gambar_Struktur: files.Gambar_Struktur,
        Gambar_Sambutan: files.Gambar_Sambutan,
      };
      const settings = await saveSettings(deps, input, uploads, c.get("user"));
      return c.json({ message: MESSAGES.settingsSaved, data: settings });
    });
}
