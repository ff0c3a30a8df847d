import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { SettingsInputSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { requireRole } from "../auth/require-role.ts";
import type { AppEnv } from "../http/env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm } from "../http/read-body.ts";
import { withNewImage } from "../media/with-new-image.ts";
import { getSettings, saveSettings } from "./settings.service.ts";

export function settingsRouter(deps: AppDeps) {
  const { db, secret, contentChanges } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getSettings(db)))
    .post("/update", requireRole({ db, secret, roles: ["admin"] }), async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(SettingsInputSchema, fields);
      const { settings } = await withNewImage(deps, files.Gambar_Struktur, (gambar) =>
        saveSettings(db, input, gambar),
      );
      contentChanges.announce();
      return c.json({ message: MESSAGES.settingsSaved, data: settings });
    });
}
