import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import {
  KodeSchema,
  NonaktifkanDuaLangkahSchema,
} from "../../common/schemas/dua-langkah.schema.ts";
import { PasskeyRegistrationSchema } from "../../common/schemas/passkey.schema.ts";
import { OwnMailSettingsSchema, OwnPasswordSchema } from "../../common/schemas/users.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { relyingPartyFor } from "../auth/passkey-site.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { getOwnAccount, setOwnMailSettings } from "../users/users.service.ts";
import { changeOwnPassword } from "./akun.service.ts";
import { confirmEnrolment, disableOwn, ownStatus, startEnrolment } from "./dua-langkah.service.ts";
import {
  finishPasskeyRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  startPasskeyRegistration,
} from "./passkey.service.ts";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./sesi.service.ts";

/** The signed-in person's own account. */
export function akunRouter(deps: AppDeps) {
  const site = (url: string) => relyingPartyFor(deps.config.PUBLIC_URL, url, deps.config.SITE_NAME);
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin", "editor"] }))
    .get("/", async (c) => c.json(await getOwnAccount(deps.db, c.get("user").id)))
    .put("/email", async (c) => {
      const input = parseInput(OwnMailSettingsSchema, await readJson(c));
      const user = await setOwnMailSettings(deps.db, c.get("user"), input);
      return c.json({ message: MESSAGES.mailSettingsSaved, data: user });
    })
    .post("/password", async (c) => {
      const input = parseInput(OwnPasswordSchema, await readJson(c));
      const session = await changeOwnPassword(
        deps.db,
        deps.secret,
        c.get("user"),
        input,
        c.get("clientAddress"),
      );
      return c.json({ message: MESSAGES.passwordChanged, ...session });
    })
    .get("/2fa", async (c) => c.json(await ownStatus(deps.db, c.get("user"))))
    .post("/2fa/mulai", async (c) =>
      c.json(await startEnrolment(deps.db, c.get("user"), deps.config.SITE_NAME)),
    )
    .post("/2fa/aktifkan", async (c) => {
      const { kode } = parseInput(KodeSchema, await readJson(c));
      const codes = await confirmEnrolment(deps.db, c.get("user"), kode);
      return c.json({ message: MESSAGES.duaLangkahDiaktifkan, kode_cadangan: codes });
    })
    .post("/2fa/nonaktifkan", async (c) => {
      const input = parseInput(NonaktifkanDuaLangkahSchema, await readJson(c));
      await disableOwn(deps.db, c.get("user"), input, c.get("clientAddress"));
      return c.json({ message: MESSAGES.duaLangkahDinonaktifkan });
    })
    .get("/passkey", async (c) => c.json(await listOwnPasskeys(deps.db, c.get("user"))))
    .post("/passkey/mulai", async (c) => {
      const where = c.get("clientAddress");
      return c.json(await startPasskeyRegistration(deps.db, c.get("user"), site(c.req.url), where));
    })
    .post("/passkey", async (c) => {
      const input = parseInput(PasskeyRegistrationSchema, await readJson(c));
      const passkey = await finishPasskeyRegistration(
        deps.db,
        c.get("user"),
        site(c.req.url),
        input,
      );
      return c.json({ message: MESSAGES.passkeyDitambahkan, data: passkey }, 201);
    })
    .delete("/passkey/:id", async (c) => {
      await removeOwnPasskey(deps.db, c.get("user"), c.req.param("id"));
      return c.json({ message: MESSAGES.passkeyDihapus });
    })
    .get("/sesi", async (c) => c.json(await listOwnSessions(deps.db, c.get("user"))))
    .post("/sesi/akhiri-lainnya", async (c) => {
      const ended = await endOtherSessions(deps.db, c.get("user"));
      return c.json({ message: MESSAGES.sesiOthersEnded, jumlah: ended });
    })
    .delete("/sesi/:id", async (c) => {
      await endOwnSession(deps.db, c.get("user"), c.req.param("id"));
      return c.json({ message: MESSAGES.sesiEnded });
    });
}
