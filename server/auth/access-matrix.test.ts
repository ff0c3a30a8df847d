import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { createDokumentasiItem, createInformasiItem } from "../../tests/support/factories.ts";
import { form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import {
  describeEachDialect,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { expiredToken, withChangedPayload } from "../../tests/support/tokens.ts";
import { createHeroSlide } from "../hero/hero.service.ts";
import { insertUser } from "../users/users.repository.ts";

/**
 * CONTRACT "Who may call what": every call of SPEC §7, by every kind of caller. A refused write
 * must leave the database and the stored files exactly as they were.
 */

type Access = "everyone" | "staff" | "admin";
type Actor = "no token" | "editor" | "admin" | "tampered token" | "expired token";
type Request = { method: string; path: string; json?: unknown; form?: FormData };
type Fixture = { ctx: TestContext; admin: SignedIn; editor: SignedIn };
type Call = {
  name: string;
  access: Access;
  ok: 200 | 201;
  request: (f: Fixture) => Promise<Request>;
};

const ACTORS: Actor[] = ["no token", "editor", "admin", "tampered token", "expired token"];

/** The status CONTRACT gives each caller; "ok" is the call's own success status. */
function expectedStatus(access: Access, actor: Actor, ok: number): number {
  if (access === "everyone" || actor === "admin") return ok;
  if (actor === "editor") return access === "staff" ? ok : 403;
  return 401;
}

const tag = () => randomBytes(3).toString("hex");
const docForm = () => form({ judul: `Kegiatan ${tag()}`, tanggal: "2026-05-01", deskripsi: "x" });
const infoForm = () => form({ judul: `Informasi ${tag()}`, tanggal: "2026-05-01", deskripsi: "x" });
async function newEditorId({ ctx }: Fixture): Promise<number> {
  const now = new Date().toISOString();
  const row = await insertUser(ctx.deps.db, {
    name: "Sasaran",
    username: `sasaran_${tag()}`,
    role: "editor",
    password_hash: "$argon2id$tidak-dipakai",
    created_at: now,
    updated_at: now,
  });
  return row.id;
}

const heroPicture = async () => imageFile(await makeImage("jpeg"), "banner.jpg");

/** A fresh slide to change or delete; older ones go first, so the banner never reaches 10. */
async function newHeroId({ ctx }: Fixture): Promise<number> {
  await ctx.deps.db.deleteFrom("hero").execute();
  const slide = await createHeroSlide(ctx.deps, { keterangan: "Sasaran" }, await heroPicture());
  return slide.id;
}

const get =
  (path: string): Call["request"] =>
  async () => ({ method: "GET", path });

const CALLS: Call[] = [
  // CONTRACT second wave: hero slides, the change record, previews.
  { name: "GET /api/hero", access: "everyone", ok: 200, request: get("/api/hero") },
  {
    name: "POST /api/hero",
    access: "admin",
    ok: 201,
    request: async ({ ctx }) => {
      await ctx.deps.db.deleteFrom("hero").execute();
      return {
        method: "POST",
        path: "/api/hero",
        form: form({ keterangan: `Banner ${tag()}` }, { gambar: await heroPicture() }),
      };
    },
  },
  {
    name: "PUT /api/hero/{id}",
    access: "admin",
    ok: 200,
    request: async (f) => ({
      method: "PUT",
      path: `/api/hero/${await newHeroId(f)}`,
      form: form({ keterangan: `Diubah ${tag()}`, urutan: "1" }),
    }),
  },
  {
    name: "DELETE /api/hero/{id}",
    access: "admin",
    ok: 200,
    request: async (f) => ({ method: "DELETE", path: `/api/hero/${await newHeroId(f)}` }),
  },
  { name: "GET /api/riwayat", access: "admin", ok: 200, request: get("/api/riwayat") },
  { name: "GET /api/pengalihan", access: "admin", ok: 200, request: get("/api/pengalihan") },
  {
    name: "POST /api/pratinjau",
    access: "staff",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "POST",
      path: "/api/pratinjau",
      json: { jenis: "informasi", id: (await createInformasiItem(ctx)).id },
    }),
  },
  {
    name: "POST /api/login",
    access: "everyone",
    ok: 200,
    request: async ({ editor }) => ({
      method: "POST",
      path: "/api/login",
      json: { username: editor.username, password: editor.password },
    }),
  },
  { name: "GET /api/users", access: "admin", ok: 200, request: get("/api/users") },
  {
    name: "POST /api/users",
    access: "admin",
    ok: 201,
    request: async () => ({
      method: "POST",
      path: "/api/users",
      json: { name: "Baru", username: `baru_${tag()}`, password: "sandi-panjang", role: "editor" },
    }),
  },
  {
    name: "PUT /api/users/{id}",
    access: "admin",
    ok: 200,
    request: async (f) => ({
      method: "PUT",
      path: `/api/users/${await newEditorId(f)}`,
      json: { name: "Nama Diubah", role: "admin", password: "sandi-baru-panjang" },
    }),
  },
  {
    name: "DELETE /api/users/{id}",
    access: "admin",
    ok: 200,
    request: async (f) => ({ method: "DELETE", path: `/api/users/${await newEditorId(f)}` }),
  },
  { name: "GET /api/settings", access: "everyone", ok: 200, request: get("/api/settings") },
  {
    name: "POST /api/settings/update",
    access: "admin",
    ok: 200,
    request: async () => ({
      method: "POST",
      path: "/api/settings/update",
      form: form({ Alamat: `Jl. Kasepuhan ${tag()}`, Email: "humas@keraton.example" }),
    }),
  },
  {
    name: "GET /api/visi_misi/visi",
    access: "everyone",
    ok: 200,
    request: get("/api/visi_misi/visi"),
  },
  {
    name: "GET /api/visi_misi/misi",
    access: "everyone",
    ok: 200,
    request: get("/api/visi_misi/misi"),
  },
  {
    name: "POST /api/visi_misi",
    access: "admin",
    ok: 200,
    request: async () => ({
      method: "POST",
      path: "/api/visi_misi",
      json: { type: "visi", content: `<p>Visi ${tag()}</p>` },
    }),
  },
  {
    name: "GET /api/sejarah_istilah/{type}",
    access: "everyone",
    ok: 200,
    request: get("/api/sejarah_istilah/sejarah"),
  },
  {
    name: "POST /api/sejarah_istilah",
    access: "admin",
    ok: 200,
    request: async () => ({
      method: "POST",
      path: "/api/sejarah_istilah",
      json: { type: "silsilah", content: `<p>Silsilah ${tag()}</p>` },
    }),
  },
  { name: "GET /api/dokumentasi", access: "everyone", ok: 200, request: get("/api/dokumentasi") },
  {
    name: "GET /api/dokumentasi/{slug}",
    access: "everyone",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "GET",
      path: `/api/dokumentasi/${(await createDokumentasiItem(ctx)).slug}`,
    }),
  },
  {
    name: "POST /api/dokumentasi",
    access: "staff",
    ok: 201,
    request: async () => ({ method: "POST", path: "/api/dokumentasi", form: docForm() }),
  },
  {
    name: "PUT /api/dokumentasi/{id}",
    access: "staff",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "PUT",
      path: `/api/dokumentasi/${(await createDokumentasiItem(ctx)).id}`,
      form: docForm(),
    }),
  },
  {
    name: "DELETE /api/dokumentasi/{id}",
    access: "staff",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "DELETE",
      path: `/api/dokumentasi/${(await createDokumentasiItem(ctx)).id}`,
    }),
  },
  { name: "GET /api/informasi", access: "everyone", ok: 200, request: get("/api/informasi") },
  {
    name: "GET /api/informasi/{id}",
    access: "everyone",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "GET",
      path: `/api/informasi/${(await createInformasiItem(ctx)).id}`,
    }),
  },
  {
    name: "GET /api/informasi/slug/{slug}",
    access: "everyone",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "GET",
      path: `/api/informasi/slug/${(await createInformasiItem(ctx)).slug}`,
    }),
  },
  {
    name: "GET /api/informasi/populer",
    access: "everyone",
    ok: 200,
    request: get("/api/informasi/populer"),
  },
  {
    name: "POST /api/informasi/{slug}/increment-view",
    access: "everyone",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "POST",
      path: `/api/informasi/${(await createInformasiItem(ctx)).slug}/increment-view`,
      json: {},
    }),
  },
  {
    name: "POST /api/informasi",
    access: "staff",
    ok: 201,
    request: async () => ({ method: "POST", path: "/api/informasi", form: infoForm() }),
  },
  {
    name: "PUT /api/informasi/{id}",
    access: "staff",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "PUT",
      path: `/api/informasi/${(await createInformasiItem(ctx)).id}`,
      form: infoForm(),
    }),
  },
  {
    name: "DELETE /api/informasi/{id}",
    access: "staff",
    ok: 200,
    request: async ({ ctx }) => ({
      method: "DELETE",
      path: `/api/informasi/${(await createInformasiItem(ctx)).id}`,
    }),
  },
];

describeEachDialect("who may call what", (use) => {
  let fixture: Fixture;
  const tokens = {} as Record<Actor, string | undefined>;

  beforeAll(async () => {
    const ctx = use();
    const admin = await ctx.signIn("admin");
    const editor = await ctx.signIn("editor");
    fixture = { ctx, admin, editor };
    tokens["no token"] = undefined;
    tokens.editor = editor.token;
    tokens.admin = admin.token;
    // The editor's own token, rewritten to claim the admin's identity; the signature no longer fits.
    tokens["tampered token"] = withChangedPayload(editor.token, {
      sub: admin.id,
      role: "admin",
      username: admin.username,
    });
    tokens["expired token"] = await expiredToken(ctx, admin, "admin");
  });

  for (const call of CALLS) {
    for (const actor of ACTORS) {
      const status = expectedStatus(call.access, actor, call.ok);
      const refused = status >= 400;
      it(`${call.name} by ${actor} → ${status}${refused ? ", nothing changed" : ""}`, async () => {
        const { ctx } = fixture;
        const request = await call.request(fixture);
        const before = refused ? await snapshotState(ctx) : undefined;
        const res = await ctx.call(request.method, request.path, {
          token: tokens[actor],
          json: request.json,
          form: request.form,
        });
        expect(res.status).toBe(status);
        const answer = await res.json();
        if (refused) {
          expect(answer).toEqual({ message: expect.any(String) });
          expect(await snapshotState(ctx)).toEqual(before);
        }
      });
    }
  }
});
