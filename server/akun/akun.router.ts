import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import {
  KodeSchema,
  NonaktifkanDuaLangkahSchema,
} from "../../common/schemas/dua-langkah.schema.ts";
import { KonfirmasiSchema } from "../../common/schemas/konfirmasi.schema.ts";
import { PasskeyRegistrationSchema } from "../../common/schemas/passkey.schema.ts";
import { OwnMailSettingsSchema, OwnPasswordSchema } from "../../common/schemas/users.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { relyingPartyFor } from "../auth/relying-party.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { getOwnAccount } from "../users/users.service.ts";
import { changeOwnMailSettings, changeOwnPassword } from "./akun.service.ts";
import { provePerson } from "./bukti-pemilik.ts";
import { confirmEnrolment, disableOwn, ownStatus, startEnrolment } from "./dua-langkah.service.ts";
import { asalOf } from "./kabar-keamanan.ts";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./sesi.service.ts";

/** WebAuthn's library (about 20 MB in every worker) is loaded at the first passkey request. */
const passkeys = () => import("./passkey.service.ts");

/**
 * The signed-in person's own account. A change a thief would want (the address, an authenticator,
 * a passkey) takes `password` (and `kode` with two-step sign-in on): 403 without them.
 */
export function akunRouter(deps: AppDeps) {
  const site = (url: string) => relyingPartyFor(deps.config.PUBLIC_URL, url, deps.config.SITE_NAME);
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin", "editor"] }))
    .get("/", async (c) => c.json(await getOwnAccount(deps.db, c.get("user").id)))
    .put("/email", async (c) => {
      const json = await readJson(c);
      // The person is proved before the new address is even read: a thief learns nothing but 403.
      const konfirmasi = parseInput(KonfirmasiSchema, json);
      await provePerson(deps.db, c.get("user"), konfirmasi, c.get("clientAddress"));
      const input = parseInput(OwnMailSettingsSchema, json);
      const user = await changeOwnMailSettings(deps, c.get("user"), input, asalOf(c));
      return c.json({ message: MESSAGES.mailSettingsSaved, data: user });
    })
    .post("/password", async (c) => {
      const input = parseInput(OwnPasswordSchema, await readJson(c));
      const session = await changeOwnPassword(deps, c.get("user"), input, asalOf(c));
      return c.json({ message: MESSAGES.passwordChanged, ...session });
    })
    .get("/2fa", async (c) => c.json(await ownStatus(deps.db, c.get("user"))))
    .post("/2fa/mulai", async (c) => {
      const konfirmasi = parseInput(KonfirmasiSchema, await readJson(c, {}));
      const proof = { konfirmasi, alamat: c.get("clientAddress") };
      return c.json(await startEnrolment(deps.db, c.get("user"), deps.config.SITE_NAME, proof));
    })
    .post("/2fa/aktifkan", async (c) => {
      const json = await readJson(c);
      const konfirmasi = parseInput(KonfirmasiSchema, json);
      // The password is the proof here (two-step is still off); `kode` is the new authenticator's.
      const proof = { password: konfirmasi.password };
      await provePerson(deps.db, c.get("user"), proof, c.get("clientAddress"));
      const input = parseInput(KodeSchema, json);
      const codes = await confirmEnrolment(deps, c.get("user"), input, asalOf(c));
      return c.json({ message: MESSAGES.duaLangkahDiaktifkan, kode_cadangan: codes });
    })
    .post("/2fa/nonaktifkan", async (c) => {
      const input = parseInput(NonaktifkanDuaLangkahSchema, await readJson(c));
      await disableOwn(deps, c.get("user"), input, asalOf(c));
      return c.json({ message: MESSAGES.duaLangkahDinonaktifkan });
    })
    .get("/passkey", async (c) =>
      c.json(await (await passkeys()).listOwnPasskeys(deps.db, c.get("user"))),
    )
    .post("/passkey/mulai", async (c) => {
      const konfirmasi = parseInput(KonfirmasiSchema, await readJson(c, {}));
      const where = c.get("clientAddress");
      await provePerson(deps.db, c.get("user"), konfirmasi, where);
      return c.json(
        await (await passkeys()).startPasskeyRegistration(
          deps.db,
          c.get("user"),
          site(c.req.url),
          where,
        ),
      );
    })
    .post("/passkey", async (c) => {
      const input = parseInput(PasskeyRegistrationSchema, await readJson(c));
      const user = c.get("user");
      const passkey = await (await passkeys()).finishPasskeyRegistration(
        deps,
        user,
        site(c.req.url),
        input,
        asalOf(c),
      );
      return c.json({ message: MESSAGES.passkeyDitambahkan, data: passkey }, 201);
    })
    .get("/passkey/tinjauan", async (c) =>
      c.json(await (await passkeys()).passkeyReview(deps.db, c.get("user"))),
    )
    .post("/passkey/tinjauan", async (c) => {
      await (await passkeys()).finishPasskeyReview(deps.db, c.get("user"));
      return c.json({ message: MESSAGES.passkeySudahDitinjau });
    })
    .delete("/passkey/:id", async (c) => {
      const konfirmasi = parseInput(KonfirmasiSchema, await readJson(c, {}));
      await (await passkeys()).removeOwnPasskey(
        deps,
        c.get("user"),
        c.req.param("id"),
        konfirmasi,
        asalOf(c),
      );
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
