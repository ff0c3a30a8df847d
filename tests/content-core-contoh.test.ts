// The content core's promise: a kind that is only a declaration and a migration (the fixture
// "contoh", never shipped), added to the site's one list of kinds as docs/adding-a-kind.md says,
// gets its API, change record, lists, slugs, image references, search and backup from the core.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, it, vi } from "vitest";
import { createBackup } from "../server/backup/backup.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { isImageReferenced } from "../server/media/image-references.repository.ts";
import { addContoh } from "./fixtures/contoh/add-contoh.ts";
import { up as migrateContoh } from "./fixtures/contoh/contoh.migration.ts";
import { imageFile, makeImage } from "./support/images.ts";
import { createTestContext, describeEachDialect } from "./support/test-app.ts";

// Step 1 of docs/adding-a-kind.md: the kind joins CONTENT_KINDS, read by every part of the site.
vi.mock(import("../common/content/kinds.ts"), async (shipped) =>
  (await import("./fixtures/contoh/with-contoh.ts")).withContoh(await shipped()),
);

describeEachDialect("a kind declared once: contoh (test fixture)", (use) => {
  beforeAll(async () => {
    // Step 2: its migration.
    await migrateContoh(use().deps.db);
  });

  it("staff add, edit and remove an item through /api/contoh; visitors read it by slug", async () => {
    const ctx = use();
    const editor = await ctx.signIn("editor");
    const form = new FormData();
    form.append("judul", "Kereta Singa Barong");
    form.append("deskripsi", "<p>Kereta kencana <script>x()</script>berkepala tiga.</p>");
    form.append("judul_en", "The Singa Barong Carriage");
    form.append("gambar", imageFile(await makeImage("jpeg")));
    const created = await ctx.call("POST", "/api/contoh", { token: editor.token, form });
    expect(created.status).toBe(201);
    const { message, data } = (await created.json()) as {
      message: string;
      data: Record<string, unknown>;
    };
    expect(message).toBe("Contoh berhasil ditambahkan");
    expect(data).toMatchObject({
      judul: "Kereta Singa Barong",
      slug: "kereta-singa-barong",
      deskripsi: "<p>Kereta kencana berkepala tiga.</p>",
      judul_en: "The Singa Barong Carriage",
      status: "terbit",
    });
    expect(String(data.gambar)).toMatch(/^\/uploads\//);

    const bySlug = await ctx.call("GET", "/api/contoh/slug/kereta-singa-barong");
    expect(((await bySlug.json()) as { id: number }).id).toBe(data.id);

    const edit = new FormData();
    edit.append("judul", "Kereta Paksi Naga Liman");
    edit.append("deskripsi", "<p>Diganti.</p>");
    edit.append("status", "draf");
    const updated = await ctx.call("PUT", `/api/contoh/${data.id}`, {
      token: editor.token,
      form: edit,
    });
    expect(updated.status).toBe(200);
    // A draft is hidden from visitors; its old slug still finds it for staff.
    expect((await ctx.call("GET", `/api/contoh/${data.id}`)).status).toBe(404);
    const old = await ctx.call("GET", "/api/contoh/slug/kereta-singa-barong", {
      token: editor.token,
    });
    expect(((await old.json()) as { slug: string }).slug).toBe("kereta-paksi-naga-liman");
    // The picture it shows is one nothing may remove.
    expect(await isImageReferenced(ctx.deps.db, String(data.gambar))).toBe(true);

    const admin = await ctx.signIn("admin");
    const riwayat = await ctx.call("GET", "/api/riwayat?limit=5", { token: admin.token });
    const entries = (await riwayat.json()) as Array<{ aksi: string; jenis: string }>;
    expect(entries.filter((e) => e.jenis === "contoh").slice(0, 2)).toMatchObject([
      { aksi: "ubah", jenis: "contoh" },
      { aksi: "tambah", jenis: "contoh" },
    ]);

    const removed = await ctx.call("DELETE", `/api/contoh/${data.id}`, { token: editor.token });
    expect(((await removed.json()) as { message: string }).message).toBe("Contoh berhasil dihapus");
    expect(await isImageReferenced(ctx.deps.db, String(data.gambar))).toBe(false);
  });

  it("refuses bad input with the declaration's own messages and writes nothing", async () => {
    const ctx = use();
    const editor = await ctx.signIn("editor");
    const form = new FormData();
    form.append("judul", "");
    const res = await ctx.call("POST", "/api/contoh", { token: editor.token, form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      "Nama contoh wajib diisi",
    );
    const list = await ctx.call("GET", "/api/contoh", { token: editor.token });
    expect(await list.json()).toEqual([]);
    const visitor = await ctx.call("POST", "/api/contoh", { form });
    expect(visitor.status).toBe(401);
  });

  it("visitors find a published item by the site search under its jenis; a draft stays hidden", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    await addContoh(ctx, token, {
      judul: "Gamelan Sekaten",
      deskripsi: "<p>Ditabuh saat Maulid.</p>",
    });
    await addContoh(ctx, token, { judul: "Gamelan Rahasia", status: "draf" });
    const res = await ctx.call("GET", "/api/cari?q=gamelan");
    expect(res.status).toBe(200);
    const hits = (await res.json()) as Record<string, Array<{ judul: string; slug: string }>>;
    expect(hits.contoh).toEqual([
      expect.objectContaining({ judul: "Gamelan Sekaten", slug: "gamelan-sekaten" }),
    ]);
    expect(hits.informasi).toEqual([]);
  });

  it("a backup carries its items and pictures to a new site, where they are served again", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    const item = await addContoh(ctx, token, { judul: "Kereta Paksi Naga Liman" });
    const work = mkdtempSync(join(tmpdir(), "keraton-contoh-cadangan-"));
    const target = await createTestContext(ctx.deps.dialect);
    try {
      const archive = join(work, "cadangan.tar");
      await createBackup(ctx.deps.config, archive, () => {});
      await migrateContoh(target.deps.db);
      await restoreBackup(target.deps.config, archive, () => {});
      const found = await target.call("GET", "/api/contoh/slug/kereta-paksi-naga-liman");
      expect(found.status).toBe(200);
      expect(await found.json()).toMatchObject({ id: item.id, gambar: item.gambar });
      expect((await target.call("GET", item.gambar)).status).toBe(200);
    } finally {
      await target.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
