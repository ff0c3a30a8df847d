import { normalize } from "@iiif/parser";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** A picture with something to see when zoomed: a gradient, not one flat colour. */
async function photo(width: number, height: number) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#7a2e1a"/><stop offset="1" stop-color="#e8c66a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return imageFile(await sharp(gradient).jpeg({ quality: 80 }).toBuffer());
}

describeEachDialect("IIIF for the collection", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });
  const create = async (fields: Record<string, string>, picture?: File) => {
    const files: Record<string, File> = picture ? { gambar: picture } : {};
    const res = await use().call("POST", "/api/koleksi", {
      token: editor.token,
      form: form({ nomor_inventaris: `IIIF-${Date.now()}-${Math.random()}`, ...fields }, files),
    });
    expect(res.status).toBe(201);
    return (await body(res)).data;
  };

  it("tiles a picture in the background; info.json, tiles, manifest and collection follow IIIF", async () => {
    const item = await create(
      { judul: "Piring Cina", judul_en: "Chinese plate", kategori: "keramik", lisensi: "cc0" },
      await photo(3000, 2000),
    );
    await use().call("POST", `/api/koleksi/${item.id}/galeri`, {
      token: editor.token,
      form: form({ keterangan: "Bagian bawah" }, { gambar: await photo(1200, 1200) }),
    });
    const detail = async () => body(await use().call("GET", `/api/koleksi/slug/${item.slug}`));
    expect((await detail()).gambar_siap).toBe(false);
    expect(await use().deps.iiifTiler.runNow()).toBe(2);
    const ready = await detail();
    expect(ready.gambar_siap).toBe(true);
    expect(ready.galeri[0].siap).toBe(true);

    const info = await use().call("GET", ready.gambar_iiif);
    expect(info.status).toBe(200);
    expect(info.headers.get("access-control-allow-origin")).toBe("*");
    expect(info.headers.get("cache-control")).toMatch(/max-age=\d{4,}/);
    const service = await body(info);
    const name = ready.gambar.slice("/uploads/".length, -".jpg".length);
    expect(service).toMatchObject({
      type: "ImageService3",
      profile: "level0",
      width: 3000,
      height: 2000,
      id: `http://localhost/iiif/3/${name}`,
    });
    const tile = await use().call("GET", `/iiif/3/${name}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get("content-type")).toBe("image/jpeg");
    expect(tile.headers.get("cache-control")).toContain("immutable");
    // Viewers on other sites draw the tiles as images: the resource policy must let them.
    expect(tile.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(info.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).width).toBe(512);
    // Outside the picture, or a size info.json does not offer: 404, never 500.
    for (const path of [
      "9000,0,512,512/512,512/0/default.jpg",
      "0,0,512,512/100,100/0/default.jpg",
      "0,0,512,512/512,512/90/default.jpg",
    ]) {
      expect((await use().call("GET", `/iiif/3/${name}/${path}`)).status).toBe(404);
    }

    const manifestRes = await use().call("GET", ready.iiif_manifest);
    expect(manifestRes.status).toBe(200);
    expect(manifestRes.headers.get("access-control-allow-origin")).toBe("*");
    const manifest = await body(manifestRes);
    expect(manifest).toMatchObject({
      type: "Manifest",
      label: { id: ["Piring Cina"], en: ["Chinese plate"] },
      rights: "http://creativecommons.org/publicdomain/zero/1.0/",
    });
    expect(manifest.requiredStatement.value.id[0]).toContain("Kasepuhan");
    expect(manifest.items).toHaveLength(2);
    const parsed = normalize(manifest);
    const services = Object.values(parsed.entities.Service) as Array<{ id: string; type: string }>;
    expect(services.map((s) => s.id)).toContain(`http://localhost/iiif/3/${name}`);
    expect(Object.keys(parsed.entities.Canvas)).toHaveLength(2);

    const collection = await body(await use().call("GET", "/iiif/3/koleksi.json"));
    const parsedCollection = normalize(collection);
    expect(Object.keys(parsedCollection.entities.Manifest)).toContain(manifest.id);
  });

  it("says when a picture could not be tiled, so staff upload it again instead of waiting", async () => {
    const item = await create({ judul: "Gong Rusak" }, await photo(900, 600));
    // The stored master is damaged after intake (a disk fault): sharp cannot read it.
    await use().deps.media.remove(item.gambar, []);
    await use().deps.media.put(item.gambar, Buffer.from("bukan gambar"));
    await use().deps.iiifTiler.runNow();
    const detail = await body(await use().call("GET", `/api/koleksi/slug/${item.slug}`));
    expect(detail).toMatchObject({ gambar_siap: false, gambar_gagal: true });
    const list = await body(await use().call("GET", "/api/koleksi", { token: editor.token }));
    expect(list.find((k: { id: number }) => k.id === item.id)).toMatchObject({
      gambar_siap: false,
      gambar_gagal: true,
    });
    // Not tried again round after round.
    expect(await use().deps.iiifTiler.runNow()).toBe(0);

    const replaced = await use().call("PUT", `/api/koleksi/${item.id}`, {
      token: editor.token,
      form: form(
        { judul: "Gong Rusak", nomor_inventaris: detail.nomor_inventaris },
        { gambar: await photo(900, 600) },
      ),
    });
    expect(replaced.status).toBe(200);
    expect(await use().deps.iiifTiler.runNow()).toBe(1);
    expect(await body(await use().call("GET", `/api/koleksi/slug/${item.slug}`))).toMatchObject({
      gambar_siap: true,
      gambar_gagal: false,
    });
  });

  it("answers nothing of a draft object, and removes a picture's tiles with it", async () => {
    const draft = await create({ judul: "Keris Draf", status: "draf" }, await photo(800, 600));
    const item = await create({ judul: "Tombak" }, await photo(800, 600));
    await use().deps.iiifTiler.runNow();
    const draftName = draft.gambar.slice("/uploads/".length, -".jpg".length);
    expect((await use().call("GET", `/iiif/3/${draftName}/info.json`)).status).toBe(404);
    expect((await use().call("GET", `/iiif/3/koleksi/${draft.slug}/manifest.json`)).status).toBe(
      404,
    );
    const collection = await body(await use().call("GET", "/iiif/3/koleksi.json"));
    expect(JSON.stringify(collection)).not.toContain(draft.slug);

    const name = item.gambar.slice("/uploads/".length, -".jpg".length);
    expect((await use().call("GET", `/iiif/3/${name}/info.json`)).status).toBe(200);
    await use().call("DELETE", `/api/koleksi/${item.id}`, { token: editor.token });
    expect((await use().call("GET", `/iiif/3/${name}/info.json`)).status).toBe(404);
    const rows = await use()
      .deps.db.selectFrom("iiif_gambar")
      .selectAll()
      .where("gambar", "=", item.gambar)
      .execute();
    expect(rows).toEqual([]);
    if (use().deps.media.kind === "database") {
      const tiles = await use()
        .deps.db.selectFrom("iiif_ubin")
        .select("path")
        .where("gambar", "=", name)
        .execute();
      expect(tiles).toEqual([]);
    }
  });
});
