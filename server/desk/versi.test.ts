import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import {
  describeEachDialect,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";

const HARI = ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"];
const KUNJUNGAN = {
  jam: HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" })),
  tiket: [{ kategori: "Dewasa", harga: 15000 }],
  catatan: "<p>Catatan</p>",
  petunjuk: "",
};

/**
 * Each editable thing outside the content core: how to read it, and how to write it with one word
 * changed and an optional `versi`.
 */
type Thing = {
  name: string;
  /** Makes the thing and answers the path to read it. */
  prepare: (ctx: TestContext, admin: SignedIn) => Promise<string>;
  write: (ctx: TestContext, admin: SignedIn, word: string, versi?: unknown) => Promise<Response>;
  /** Where the written word shows in the thing's answer. */
  wordOf: (answer: Record<string, unknown>) => unknown;
};

const withVersi = (fields: Record<string, unknown>, versi: unknown) =>
  versi === undefined ? fields : { ...fields, versi };
const asForm = (fields: Record<string, unknown>) =>
  form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));

let heroId = 0;
let userId = 0;

const THINGS: Thing[] = [
  {
    name: "a text (sejarah)",
    prepare: async () => "/api/sejarah_istilah/sejarah",
    write: (ctx, admin, word, versi) =>
      ctx.call("POST", "/api/sejarah_istilah", {
        token: admin.token,
        json: withVersi({ type: "sejarah", content: `<p>${word}</p>` }, versi),
      }),
    wordOf: (a) => a.content,
  },
  {
    name: "the settings",
    prepare: async () => "/api/settings",
    write: (ctx, admin, word, versi) =>
      ctx.call("POST", "/api/settings/update", {
        token: admin.token,
        form: asForm(withVersi({ Alamat: word }, versi)),
      }),
    wordOf: (a) => a.Alamat,
  },
  {
    name: "the visit information (kunjungan)",
    prepare: async () => "/api/kunjungan",
    write: (ctx, admin, word, versi) =>
      ctx.call("PUT", "/api/kunjungan", {
        token: admin.token,
        json: withVersi({ ...KUNJUNGAN, catatan: `<p>${word}</p>` }, versi),
      }),
    wordOf: (a) => a.catatan,
  },
  {
    name: "a hero slide",
    prepare: async (ctx, admin) => {
      const res = await ctx.call("POST", "/api/hero", {
        token: admin.token,
        form: form({ keterangan: "awal" }, { gambar: imageFile(await makeImage("jpeg")) }),
      });
      heroId = (await body(res)).data.id;
      return `/api/hero#${heroId}`;
    },
    write: (ctx, admin, word, versi) =>
      ctx.call("PUT", `/api/hero/${heroId}`, {
        token: admin.token,
        form: asForm(withVersi({ keterangan: word }, versi)),
      }),
    wordOf: (a) => a.keterangan,
  },
  {
    name: "a user",
    prepare: async (ctx) => {
      userId = (await ctx.signIn("editor", { name: "Awal" })).id;
      return `/api/users#${userId}`;
    },
    write: (ctx, admin, word, versi) =>
      ctx.call("PUT", `/api/users/${userId}`, {
        token: admin.token,
        json: withVersi({ name: word, role: "editor" }, versi),
      }),
    wordOf: (a) => a.name,
  },
];

/** Reads the thing: a list path with `#id` picks that item from the list. */
async function read(ctx: TestContext, admin: SignedIn, path: string) {
  const [url, id] = path.split("#");
  const answer = await body(await ctx.call("GET", url, { token: admin.token }));
  return id ? answer.find((item: { id: number }) => item.id === Number(id)) : answer;
}

describeEachDialect("versi: no silent overwrites", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin", { name: "Sari" });
  });

  for (const thing of THINGS) {
    it(`${thing.name}: answers versi, raises it on each save, and refuses a stale one with 409 naming who and when`, async () => {
      const ctx = use();
      const path = await thing.prepare(ctx, admin);
      const opened = (await read(ctx, admin, path)).versi;
      expect(Number.isInteger(opened)).toBe(true);

      // Sari saves with the version she opened: accepted, and the version goes up by one.
      const first = await thing.write(ctx, admin, "pertama", opened);
      expect(first.status).toBe(200);
      const afterFirst = await read(ctx, admin, path);
      expect(afterFirst.versi).toBe(opened + 1);

      // A colleague who opened the same version saves later: refused, nothing changed.
      const before = await snapshotState(ctx);
      const stale = await thing.write(ctx, admin, "kedua", opened);
      expect(stale.status).toBe(409);
      const answer = await body(stale);
      expect(answer.versi).toBe(opened + 1);
      expect(answer.message).toMatch(
        /^Sudah diubah oleh Sari pada \d{1,2} [A-Z][a-z]+ \d{4} \d{2}\.\d{2}\. /,
      );
      expect(await snapshotState(ctx)).toEqual(before);
      expect(thing.wordOf(await read(ctx, admin, path))).toContain("pertama");

      // Saving over it knowingly, with the current version, goes through.
      const knowingly = await thing.write(ctx, admin, "ketiga", answer.versi);
      expect(knowingly.status).toBe(200);
      const now = await read(ctx, admin, path);
      expect(thing.wordOf(now)).toContain("ketiga");
      expect(now.versi).toBe(opened + 2);

      // Without versi a save behaves as before (and still raises the version).
      expect((await thing.write(ctx, admin, "keempat")).status).toBe(200);
      expect((await read(ctx, admin, path)).versi).toBe(opened + 3);
    });

    it(`${thing.name}: a versi that is not a whole number is a 400 in Indonesian that changes nothing`, async () => {
      const ctx = use();
      const path = await thing.prepare(ctx, admin);
      await thing.write(ctx, admin, "ada");
      const before = await snapshotState(ctx);
      for (const versi of ["dua", "1.5", 1.5, -1]) {
        const res = await thing.write(ctx, admin, "tidak boleh", versi);
        expect(res.status).toBe(400);
        expect(await body(res)).toMatchObject({
          message: "Versi harus bilangan bulat",
          errors: { versi: "Versi harus bilangan bulat" },
        });
      }
      expect(await snapshotState(ctx)).toEqual(before);
      expect(thing.wordOf(await read(ctx, admin, path))).toContain("ada");
    });
  }

  it("two saves of one version at the same moment: one is kept, the other is refused", async () => {
    const ctx = use();
    const opened = (await body(await ctx.call("GET", "/api/visi_misi/visi"))).versi;
    const save = (word: string) =>
      ctx.call("POST", "/api/visi_misi", {
        token: admin.token,
        json: { type: "visi", content: `<p>${word}</p>`, versi: opened },
      });
    const statuses = (await Promise.all([save("satu"), save("dua")])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await body(await ctx.call("GET", "/api/visi_misi/visi"))).versi).toBe(opened + 1);
  });
});
