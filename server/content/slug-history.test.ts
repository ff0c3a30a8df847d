import { beforeAll, expect, it } from "vitest";
import { CONTENT_RESOURCES as RESOURCES } from "../../tests/support/content-resources.ts";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("slug history", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });

  for (const resource of RESOURCES) {
    const create = async (judul: string) =>
      (
        await body(
          await use().call("POST", resource.base, {
            token: editor.token,
            form: form({ judul, tanggal: "2026-07-01" }),
          }),
        )
      ).data;
    const rename = async (id: number, judul: string) =>
      (
        await body(
          await use().call("PUT", `${resource.base}/${id}`, {
            token: editor.token,
            form: form({ judul, tanggal: "2026-07-01" }),
          }),
        )
      ).data;
    const read = (slug: string) => use().call("GET", resource.detail(slug));

    it(`${resource.name}: every earlier slug answers the item under its current slug`, async () => {
      const item = await create(`Nama Pertama ${resource.name}`);
      await rename(item.id, `Nama Kedua ${resource.name}`);
      const now = await rename(item.id, `Nama Ketiga ${resource.name}`);
      expect(now.slug).toBe(`nama-ketiga-${resource.name}`);
      for (const slug of [
        `nama-pertama-${resource.name}`,
        `nama-kedua-${resource.name}`,
        now.slug,
      ]) {
        const res = await read(slug);
        expect(res.status).toBe(200);
        expect(await body(res)).toMatchObject({ id: item.id, slug: now.slug });
      }
    });

    it(`${resource.name}: a new item may not take a slug another item redirects from`, async () => {
      const item = await create(`Alamat Lama ${resource.name}`);
      await rename(item.id, `Alamat Baru ${resource.name}`);
      const newcomer = await create(`Alamat Lama ${resource.name}`);
      expect(newcomer.slug).toBe(`alamat-lama-${resource.name}-2`);
      const old = await body(await read(`alamat-lama-${resource.name}`));
      expect(old.id).toBe(item.id);
    });

    it(`${resource.name}: an item may take back its own earlier slug`, async () => {
      const item = await create(`Bolak Balik ${resource.name}`);
      await rename(item.id, `Sementara ${resource.name}`);
      const back = await rename(item.id, `Bolak Balik ${resource.name}`);
      expect(back.slug).toBe(`bolak-balik-${resource.name}`);
      const temp = await body(await read(`sementara-${resource.name}`));
      expect(temp).toMatchObject({ id: item.id, slug: back.slug });
    });

    it(`${resource.name}: deleting an item frees its slugs, earlier ones included`, async () => {
      const item = await create(`Akan Dihapus ${resource.name}`);
      await rename(item.id, `Dihapus Kini ${resource.name}`);
      await use().call("DELETE", `${resource.base}/${item.id}`, { token: editor.token });
      expect((await read(`akan-dihapus-${resource.name}`)).status).toBe(404);
      const reborn = await create(`Akan Dihapus ${resource.name}`);
      expect(reborn.slug).toBe(`akan-dihapus-${resource.name}`);
    });
  }
});
