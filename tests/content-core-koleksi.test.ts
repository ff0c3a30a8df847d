// The content core's promise: a kind that is only a declaration and a migration (the fixture
// "koleksi", never shipped) gets its API, change record, search-free lists, slugs and image
// references from the core alone.
import { beforeAll, expect, it } from "vitest";
import { registerKind } from "../server/content/core/kind-list.ts";
import { isImageReferenced } from "../server/media/image-references.repository.ts";
import { koleksiKind } from "./fixtures/koleksi/koleksi.kind.ts";
import { up as migrateKoleksi } from "./fixtures/koleksi/koleksi.migration.ts";
import { imageFile, makeImage } from "./support/images.ts";
import { describeEachDialect } from "./support/test-app.ts";

registerKind(koleksiKind);

describeEachDialect("a kind declared once: koleksi (test fixture)", (use) => {
  beforeAll(async () => {
    await migrateKoleksi(use().deps.db);
  });

  it("staff add, edit and remove an item through /api/koleksi; visitors read it by slug", async () => {
    const ctx = use();
    const editor = await ctx.signIn("editor");
    const form = new FormData();
    form.append("judul", "Kereta Singa Barong");
    form.append("deskripsi", "<p>Kereta kencana <script>x()</script>berkepala tiga.</p>");
    form.append("judul_en", "The Singa Barong Carriage");
    form.append("gambar", imageFile(await makeImage("jpeg")));
    const created = await ctx.call("POST", "/api/koleksi", { token: editor.token, form });
    expect(created.status).toBe(201);
    const { message, data } = (await created.json()) as {
      message: string;
      data: Record<string, unknown>;
    };
    expect(message).toBe("Koleksi berhasil ditambahkan");
    expect(data).toMatchObject({
      judul: "Kereta Singa Barong",
      slug: "kereta-singa-barong",
      deskripsi: "<p>Kereta kencana berkepala tiga.</p>",
      judul_en: "The Singa Barong Carriage",
      status: "terbit",
    });
    expect(String(data.gambar)).toMatch(/^\/uploads\//);

    const bySlug = await ctx.call("GET", "/api/koleksi/slug/kereta-singa-barong");
    expect(((await bySlug.json()) as { id: number }).id).toBe(data.id);

    const edit = new FormData();
    edit.append("judul", "Kereta Paksi Naga Liman");
    edit.append("deskripsi", "<p>Diganti.</p>");
    edit.append("status", "draf");
    const updated = await ctx.call("PUT", `/api/koleksi/${data.id}`, {
      token: editor.token,
      form: edit,
    });
    expect(updated.status).toBe(200);
    // A draft is hidden from visitors; its old slug still finds it for staff.
    expect((await ctx.call("GET", `/api/koleksi/${data.id}`)).status).toBe(404);
    const old = await ctx.call("GET", "/api/koleksi/slug/kereta-singa-barong", {
      token: editor.token,
    });
    expect(((await old.json()) as { slug: string }).slug).toBe("kereta-paksi-naga-liman");
    // The picture it shows is one nothing may remove.
    expect(await isImageReferenced(ctx.deps.db, String(data.gambar))).toBe(true);

    const admin = await ctx.signIn("admin");
    const riwayat = await ctx.call("GET", "/api/riwayat?limit=5", { token: admin.token });
    const entries = (await riwayat.json()) as Array<{ aksi: string; jenis: string }>;
    expect(entries.filter((e) => e.jenis === "koleksi").slice(0, 2)).toMatchObject([
      { aksi: "ubah", jenis: "koleksi" },
      { aksi: "tambah", jenis: "koleksi" },
    ]);

    const removed = await ctx.call("DELETE", `/api/koleksi/${data.id}`, { token: editor.token });
    expect(((await removed.json()) as { message: string }).message).toBe(
      "Koleksi berhasil dihapus",
    );
    expect(await isImageReferenced(ctx.deps.db, String(data.gambar))).toBe(false);
  });

  it("refuses bad input with the declaration's own messages and writes nothing", async () => {
    const ctx = use();
    const editor = await ctx.signIn("editor");
    const form = new FormData();
    form.append("judul", "");
    const res = await ctx.call("POST", "/api/koleksi", { token: editor.token, form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("Nama benda wajib diisi");
    const list = await ctx.call("GET", "/api/koleksi", { token: editor.token });
    expect(await list.json()).toEqual([]);
    const visitor = await ctx.call("POST", "/api/koleksi", { form });
    expect(visitor.status).toBe(401);
  });
});
