import { body, form } from "./forms.ts";
import { imageFile, makeImage } from "./images.ts";
import type { SignedIn, TestContext } from "./test-app.ts";

const HARI = ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"];
const KUNJUNGAN = {
  jam: HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" })),
  tiket: [{ kategori: "Dewasa", harga: 15000 }],
  catatan: "<p>Catatan</p>",
  petunjuk: "",
};

/**
 * Each editable thing outside the content core (the desk's API tests): how to read it, how to
 * write it with one word changed and an optional `versi`, and its `{jenis, id}`.
 */
export type DeskThing = {
  name: string;
  /** Makes the thing and answers the path to read it. */
  prepare: (ctx: TestContext, admin: SignedIn) => Promise<string>;
  write: (ctx: TestContext, admin: SignedIn, word: string, versi?: unknown) => Promise<Response>;
  /** Where the written word shows in the thing's answer. */
  wordOf: (answer: Record<string, unknown>) => unknown;
  /** The last prepared thing, as the desk's calls name it. */
  item: () => { jenis: string; id: string | number };
};

const withVersi = (fields: Record<string, unknown>, versi: unknown) =>
  versi === undefined ? fields : { ...fields, versi };
const asForm = (fields: Record<string, unknown>) =>
  form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));

let heroId = 0;
let userId = 0;

export const DESK_THINGS: DeskThing[] = [
  {
    name: "a text (sejarah)",
    item: () => ({ jenis: "teks", id: "sejarah" }),
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
    item: () => ({ jenis: "settings", id: 1 }),
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
    item: () => ({ jenis: "kunjungan", id: 1 }),
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
    item: () => ({ jenis: "hero", id: heroId }),
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
    item: () => ({ jenis: "user", id: userId }),
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
export async function readThing(ctx: TestContext, admin: SignedIn, path: string) {
  const [url, id] = path.split("#");
  const answer = await body(await ctx.call("GET", url, { token: admin.token }));
  return id ? answer.find((item: { id: number }) => item.id === Number(id)) : answer;
}
