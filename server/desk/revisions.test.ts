import { beforeAll, expect, it } from "vitest";
import { DESK_THINGS, readThing as read } from "../../tests/support/desk-things.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { isStored, snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { REVISIONS_KEPT } from "./revisions.repository.ts";

describeEachDialect("revisions: every version kept, and restored", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin", { name: "Sari" });
    editor = await use().signIn("editor", { name: "Dewi" });
  });
  const listOf = async (item: { jenis: string; id: string | number }, who = admin) =>
    use().call("GET", `/api/revisi?jenis=${item.jenis}&id=${item.id}`, { token: who.token });
  const restore = (id: number, who: SignedIn, json: unknown = {}) =>
    use().call("POST", `/api/revisi/${id}/pulihkan`, { token: who.token, json });

  for (const thing of DESK_THINGS) {
    it(`${thing.name}: lists who saved which version when, newest first, and restores one as a new version`, async () => {
      const ctx = use();
      const path = await thing.prepare(ctx, admin);
      expect((await thing.write(ctx, admin, "pertama")).status).toBe(200);
      expect((await thing.write(ctx, admin, "kedua")).status).toBe(200);
      const current = await read(ctx, admin, path);
      const res = await listOf(thing.item());
      expect(res.status).toBe(200);
      const list = await body(res);
      // Newest first: the version "pertama" was saved by Sari, and is one below the current.
      expect(list[0]).toEqual({
        id: expect.any(Number),
        waktu: expect.any(String),
        pengguna: "Sari",
        versi: current.versi - 1,
      });
      expect(list.map((r: { versi: number }) => r.versi)).toEqual(
        [...list.map((r: { versi: number }) => r.versi)].sort((a, b) => b - a),
      );
      const detail = await body(
        await ctx.call("GET", `/api/revisi/${list[0].id}`, { token: admin.token }),
      );
      expect(thing.wordOf(detail.data)).toContain("pertama");
      expect(detail).toMatchObject({ ...list[0], jenis: thing.item().jenis });

      const restored = await restore(list[0].id, admin, { ...thing.item(), versi: current.versi });
      expect(restored.status).toBe(200);
      expect((await body(restored)).message).toBe("Versi sebelumnya berhasil dipulihkan");
      const after = await read(ctx, admin, path);
      expect(thing.wordOf(after)).toContain("pertama");
      // Restoring is itself a new version; the one it replaced ("kedua") is kept in turn.
      expect(after.versi).toBe(current.versi + 1);
      const newest = (await body(await listOf(thing.item())))[0];
      expect(newest.versi).toBe(current.versi);
      const replaced = await ctx.call("GET", `/api/revisi/${newest.id}`, { token: admin.token });
      expect(thing.wordOf((await body(replaced)).data)).toContain("kedua");
      const riwayat = await body(
        await ctx.call("GET", "/api/riwayat?limit=1", { token: admin.token }),
      );
      expect(riwayat[0]).toMatchObject({
        aksi: "pulihkan",
        pengguna: admin.username,
      });
    });
  }

  it("an editor may not restore what only admins write (settings, texts, users): 403, nothing changed", async () => {
    const ctx = use();
    for (const thing of DESK_THINGS) {
      await thing.prepare(ctx, admin);
      await thing.write(ctx, admin, "satu");
      await thing.write(ctx, admin, "dua");
      const [latest] = await body(await listOf(thing.item()));
      const before = await snapshotState(ctx);
      const res = await restore(latest.id, editor);
      expect(res.status, thing.name).toBe(403);
      expect((await body(res)).message).toBe(
        "Hanya admin yang dapat melihat atau memulihkan versi sebelumnya dari data ini",
      );
      expect(await snapshotState(ctx)).toEqual(before);
    }
    // An editor reads the versions of the settings, but not of a user (they hold emails).
    expect((await listOf({ jenis: "settings", id: 1 }, editor)).status).toBe(200);
    expect((await listOf(DESK_THINGS[4].item(), editor)).status).toBe(403);
  });

  it("a revision of another kind or item is refused (400), an unknown one is a 404; nothing changed", async () => {
    const ctx = use();
    await ctx.call("POST", "/api/visi_misi", {
      token: admin.token,
      json: { type: "visi", content: "<p>visi lama</p>" },
    });
    await ctx.call("POST", "/api/visi_misi", {
      token: admin.token,
      json: { type: "visi", content: "<p>visi baru</p>" },
    });
    const [visi] = await body(await listOf({ jenis: "teks", id: "visi" }));
    const before = await snapshotState(ctx);
    for (const other of [
      { jenis: "teks", id: "misi" },
      { jenis: "settings", id: 1 },
    ]) {
      const res = await restore(visi.id, admin, other);
      expect(res.status).toBe(400);
      expect((await body(res)).message).toBe(
        "Versi ini milik data lain: pilih versi dari daftar data yang sedang dibuka",
      );
      const read = await ctx.call(
        "GET",
        `/api/revisi/${visi.id}?jenis=${other.jenis}&id=${other.id}`,
        {
          token: admin.token,
        },
      );
      expect(read.status).toBe(400);
    }
    expect((await restore(visi.id, admin, { jenis: "teks" })).status).toBe(400);
    expect((await restore(visi.id, admin, { jenis: "teks", id: "visi", versi: "x" })).status).toBe(
      400,
    );
    const missing = await restore(999_999, admin);
    expect(missing.status).toBe(404);
    expect(await body(missing)).toEqual({ message: "Versi sebelumnya tidak ditemukan" });
    expect((await listOf({ jenis: "berita", id: 1 })).status).toBe(400);
    expect(await snapshotState(ctx)).toEqual(before);
  });

  it("a restore with a stale versi is a 409 and changes nothing", async () => {
    const ctx = use();
    const item = { jenis: "teks", id: "misi" };
    for (const word of ["a", "b"]) {
      await ctx.call("POST", "/api/visi_misi", {
        token: admin.token,
        json: { type: "misi", content: `<p>${word}</p>` },
      });
    }
    const [latest] = await body(await listOf(item));
    const before = await snapshotState(ctx);
    const res = await restore(latest.id, admin, { ...item, versi: latest.versi });
    expect(res.status).toBe(409);
    expect(await snapshotState(ctx)).toEqual(before);
  });

  it(`keeps the last ${REVISIONS_KEPT} versions of each item, pruning older ones`, async () => {
    const ctx = use();
    for (let i = 1; i <= REVISIONS_KEPT + 5; i++) {
      await ctx.call("POST", "/api/sejarah_istilah", {
        token: admin.token,
        json: { type: "silsilah", content: `<p>silsilah ${i}</p>` },
      });
    }
    const list = await body(await listOf({ jenis: "teks", id: "silsilah" }));
    expect(list).toHaveLength(REVISIONS_KEPT);
    const current = await body(await ctx.call("GET", "/api/sejarah_istilah/silsilah"));
    expect(list[0].versi).toBe(current.versi - 1);
    expect(list.at(-1).versi).toBe(current.versi - REVISIONS_KEPT);
  });

  it("a picture a kept version shows is not removed, and restoring brings it back", async () => {
    const ctx = use();
    const save = (file: File) =>
      ctx.call("POST", "/api/settings/update", {
        token: admin.token,
        form: form({}, { Gambar_Struktur: file }),
      });
    await save(imageFile(await makeImage("png"), "a.png", "image/png"));
    const first = (await body(await ctx.call("GET", "/api/settings"))).Gambar_Struktur;
    await save(imageFile(await makeImage("jpeg")));
    const second = (await body(await ctx.call("GET", "/api/settings"))).Gambar_Struktur;
    expect(second).not.toBe(first);
    expect(await isStored(ctx, first)).toBe(true);
    expect((await ctx.call("GET", first)).status).toBe(200);
    const [latest] = await body(await listOf({ jenis: "settings", id: 1 }));
    expect((await restore(latest.id, admin)).status).toBe(200);
    expect((await body(await ctx.call("GET", "/api/settings"))).Gambar_Struktur).toBe(first);
    // The picture just replaced is shown by the version kept before the restore.
    expect(await isStored(ctx, second)).toBe(true);
  });

  it("is for staff: a visitor gets 401", async () => {
    expect((await use().call("GET", "/api/revisi?jenis=teks&id=visi")).status).toBe(401);
    expect((await use().call("POST", "/api/revisi/1/pulihkan", { json: {} })).status).toBe(401);
  });
});
