import { beforeAll, expect, it } from "vitest";
import { CONTENT_RESOURCES as RESOURCES } from "../../tests/support/content-resources.ts";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** CONTRACT "Drafts": visitors never see a draft; staff see it with its status. */
describeEachDialect("drafts and their visibility", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    editor = await use().signIn("editor");
  });

  for (const resource of RESOURCES) {
    const create = (judul: string, extra: Record<string, string> = {}) =>
      use().call("POST", resource.base, {
        token: editor.token,
        form: form({ judul, tanggal: "2026-06-01", deskripsi: "<p>isi</p>", ...extra }),
      });
    const listAs = async (token?: string) =>
      (await body(await use().call("GET", resource.base, { token }))) as Array<{
        slug: string;
        status: string;
      }>;

    it(`${resource.name}: an item sent without status is published, as SPEC's calls expect`, async () => {
      const res = await create(`Terbit Biasa ${resource.name}`);
      expect(res.status).toBe(201);
      const item = (await body(res)).data;
      expect(item).toMatchObject({ status: "terbit", keterangan_gambar: "" });
      expect((await listAs()).map((i) => i.slug)).toContain(item.slug);
      expect((await use().call("GET", resource.detail(item.slug))).status).toBe(200);
    });

    it(`${resource.name}: a draft is missing for visitors in the list and by slug (404)`, async () => {
      const item = (await body(await create(`Rahasia Draf ${resource.name}`, { status: "draf" })))
        .data;
      expect(item.status).toBe("draf");
      expect((await listAs()).map((i) => i.slug)).not.toContain(item.slug);
      const bySlug = await use().call("GET", resource.detail(item.slug));
      expect(bySlug.status).toBe(404);
      // A bad or expired token reads as a visitor.
      const tampered = await use().call("GET", resource.detail(item.slug), { token: "x.y.z" });
      expect(tampered.status).toBe(404);
      expect((await listAs("x.y.z")).map((i) => i.slug)).not.toContain(item.slug);
    });

    it(`${resource.name}: editors and admins see the draft with its status`, async () => {
      const item = (await body(await create(`Draf Staf ${resource.name}`, { status: "draf" })))
        .data;
      for (const token of [editor.token, admin.token]) {
        const listed = (await listAs(token)).find((i) => i.slug === item.slug);
        expect(listed?.status).toBe("draf");
        const one = await use().call("GET", resource.detail(item.slug), { token });
        expect(one.status).toBe(200);
        expect(await body(one)).toMatchObject({ id: item.id, status: "draf" });
      }
    });

    it(`${resource.name}: an edit without status keeps it; publishing shows it to visitors`, async () => {
      const item = (
        await body(await create(`Draf Lalu Terbit ${resource.name}`, { status: "draf" }))
      ).data;
      const edit = (fields: Record<string, string>) =>
        use().call("PUT", `${resource.base}/${item.id}`, {
          token: editor.token,
          form: form({ judul: item.judul, tanggal: "2026-06-02", ...fields }),
        });
      expect((await body(await edit({}))).data.status).toBe("draf");
      expect((await use().call("GET", resource.detail(item.slug))).status).toBe(404);
      expect((await body(await edit({ status: "terbit" }))).data.status).toBe("terbit");
      expect((await use().call("GET", resource.detail(item.slug))).status).toBe(200);
      expect((await body(await edit({ status: "draf" }))).data.status).toBe("draf");
      expect((await listAs()).map((i) => i.slug)).not.toContain(item.slug);
    });

    it(`${resource.name}: refuses an unknown status (400) and keeps keterangan_gambar`, async () => {
      const bad = await create(`Status Aneh ${resource.name}`, { status: "arsip" });
      expect(bad.status).toBe(400);
      expect((await body(bad)).errors).toHaveProperty("status");
      const res = await create(`Berketerangan ${resource.name}`, {
        keterangan_gambar: "Gerbang bata merah saat senja",
      });
      const item = (await body(res)).data;
      expect(item.keterangan_gambar).toBe("Gerbang bata merah saat senja");
      const again = await use().call("PUT", `${resource.base}/${item.id}`, {
        token: editor.token,
        form: form({ judul: item.judul, tanggal: "2026-06-03" }),
      });
      expect((await body(again)).data.keterangan_gambar).toBe("Gerbang bata merah saat senja");
    });
  }

  it("informasi by id: a draft is 404 for visitors and answered to staff", async () => {
    const res = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Draf Menurut Id", status: "draf" }),
    });
    const { id } = (await body(res)).data;
    expect((await use().call("GET", `/api/informasi/${id}`)).status).toBe(404);
    const staff = await use().call("GET", `/api/informasi/${id}`, { token: editor.token });
    expect(staff.status).toBe(200);
    expect((await body(staff)).status).toBe("draf");
  });

  it("the popular list never shows a draft, however viewed, to anyone", async () => {
    const res = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Draf Sangat Populer", status: "draf" }),
    });
    const { id } = (await body(res)).data;
    await use()
      .deps.db.updateTable("informasi")
      .set({ views: 1_000_000 })
      .where("id", "=", id)
      .execute();
    for (const token of [undefined, editor.token, admin.token]) {
      const populer = await body(await use().call("GET", "/api/informasi/populer", { token }));
      expect(populer.map((p: { id: number }) => p.id)).not.toContain(id);
    }
  });
});
