import { beforeAll, beforeEach, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage, TEXT_NOT_IMAGE } from "../../tests/support/images.ts";
import { isStored, listUploads } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("hero slides API", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    editor = await use().signIn("editor");
  });
  beforeEach(async () => {
    for (const slide of await list()) await remove(slide.id);
  });

  const picture = async () => imageFile(await makeImage("jpeg"), "banner.jpg");
  const add = async (keterangan: string, token = admin.token) =>
    use().call("POST", "/api/hero", {
      token,
      form: form({ keterangan }, { gambar: await picture() }),
    });
  const edit = (id: number, fields: Record<string, string>, files: Record<string, File> = {}) =>
    use().call("PUT", `/api/hero/${id}`, { token: admin.token, form: form(fields, files) });
  const remove = (id: number) => use().call("DELETE", `/api/hero/${id}`, { token: admin.token });
  const list = async (): Promise<
    Array<{ id: number; gambar: string; keterangan: string; urutan: number }>
  > => body(await use().call("GET", "/api/hero"));
  const order = async () => (await list()).map((s) => `${s.urutan}:${s.keterangan}`);

  it("answers an empty list while the staff have chosen no pictures", async () => {
    const res = await use().call("GET", "/api/hero");
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual([]);
  });

  it("adds slides at the end, in order, with their picture served and their words", async () => {
    const first = await add("Gerbang utama");
    expect(first.status).toBe(201);
    expect(await body(first)).toMatchObject({
      message: "Gambar banner berhasil ditambahkan",
      data: {
        keterangan: "Gerbang utama",
        urutan: 1,
        gambar: expect.stringMatching(/^\/uploads\//),
      },
    });
    await add("Siti Inggil");
    await add("Taman");
    expect(await order()).toEqual(["1:Gerbang utama", "2:Siti Inggil", "3:Taman"]);
    const [slide] = await list();
    expect((await use().call("GET", slide.gambar)).status).toBe(200);
  });

  it("refuses a slide without a picture (400) or with a file that is not one (415)", async () => {
    const none = await use().call("POST", "/api/hero", {
      token: admin.token,
      form: form({ keterangan: "tanpa gambar" }),
    });
    expect(none.status).toBe(400);
    expect((await body(none)).errors).toHaveProperty("gambar");
    const bad = await use().call("POST", "/api/hero", {
      token: admin.token,
      form: form({ keterangan: "bukan gambar" }, { gambar: imageFile(TEXT_NOT_IMAGE) }),
    });
    expect(bad.status).toBe(415);
    expect(await list()).toEqual([]);
  });

  it("holds at most 10 slides: the 11th is a 409 and leaves no file behind", async () => {
    for (let i = 1; i <= 10; i++) expect((await add(`Slide ${i}`)).status).toBe(201);
    const eleventh = await add("Slide 11");
    expect(eleventh.status).toBe(409);
    expect((await list()).length).toBe(10);
    const referenced = new Set((await list()).map((s) => s.gambar));
    const originals = (await listUploads(use())).filter((f) => !f.includes("-w"));
    expect(originals.length).toBe(referenced.size);
  });

  it("moves a slide to the place asked; the slide there and those after move one down", async () => {
    await add("A");
    await add("B");
    const c = (await body(await add("C"))).data;
    const moved = await edit(c.id, { urutan: "1" });
    expect(moved.status).toBe(200);
    expect((await body(moved)).data.urutan).toBe(1);
    expect(await order()).toEqual(["1:C", "2:A", "3:B"]);
    const a = (await list()).find((s) => s.keterangan === "A");
    await edit(a?.id ?? 0, { urutan: "3" });
    expect(await order()).toEqual(["1:C", "2:B", "3:A"]);
  });

  it("never lets two slides share a place: a place past the end means last", async () => {
    const a = (await body(await add("A"))).data;
    await add("B");
    await add("C");
    await edit(a.id, { urutan: "2" });
    // An empty place (a form field left blank) keeps the slide where it is.
    expect((await edit(a.id, { keterangan: "A", urutan: "" })).status).toBe(200);
    expect(await order()).toEqual(["1:B", "2:A", "3:C"]);
    await edit(a.id, { urutan: "99" });
    const places = (await list()).map((s) => s.urutan);
    expect(places).toEqual([1, 2, 3]);
    expect(await order()).toEqual(["1:B", "2:C", "3:A"]);
  });

  it("changes the words and the picture; the old picture stays for the kept earlier version", async () => {
    const slide = (await body(await add("Lama"))).data;
    const res = await edit(slide.id, { keterangan: "Baru" }, { gambar: await picture() });
    expect(res.status).toBe(200);
    const [after] = await list();
    expect(after.keterangan).toBe("Baru");
    expect(after.gambar).not.toBe(slide.gambar);
    expect(await isStored(use(), slide.gambar)).toBe(true);
    expect(await isStored(use(), after.gambar)).toBe(true);
  });

  it("deletes a slide with its picture; the rest close up", async () => {
    await add("A");
    const b = (await body(await add("B"))).data;
    await add("C");
    const res = await remove(b.id);
    expect(res.status).toBe(200);
    expect(await order()).toEqual(["1:A", "2:C"]);
    expect(await isStored(use(), b.gambar)).toBe(false);
    expect((await remove(b.id)).status).toBe(404);
  });

  it("is the admin's: an editor gets 403 and a visitor 401, and nothing changes", async () => {
    const kept = (await body(await add("Tetap"))).data;
    expect((await add("editor", editor.token)).status).toBe(403);
    const visitor = await use().call("POST", "/api/hero", {
      form: form({ keterangan: "x" }, { gambar: await picture() }),
    });
    expect(visitor.status).toBe(401);
    const put = await use().call("PUT", `/api/hero/${kept.id}`, {
      token: editor.token,
      form: form({ keterangan: "diubah" }),
    });
    expect(put.status).toBe(403);
    const del = await use().call("DELETE", `/api/hero/${kept.id}`, { token: editor.token });
    expect(del.status).toBe(403);
    expect(await order()).toEqual(["1:Tetap"]);
  });

  it("refuses an overlong caption or a place that is not a whole number (400)", async () => {
    const slide = (await body(await add("A"))).data;
    const long = await add("x".repeat(301));
    expect(long.status).toBe(400);
    const bad = await edit(slide.id, { urutan: "satu" });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toHaveProperty("urutan");
    expect(await order()).toEqual(["1:A"]);
  });
});
