import { crc32, deflateSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage, makeOversizedFile } from "../../tests/support/images.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

let counter = 0;
const nomor = () => `MKK-${Date.now().toString(36)}-${++counter}`;

/** A PNG whose header claims `width`×`height` pixels but holds one row: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describeEachDialect("koleksi API", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });
  const create = (fields: Record<string, string>, files: Record<string, File> = {}) =>
    use().call("POST", "/api/koleksi", { token: editor.token, form: form(fields, files) });
  const made = async (fields: Record<string, string>, files: Record<string, File> = {}) => {
    const res = await create({ nomor_inventaris: nomor(), ...fields }, files);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await body(res)).data;
  };

  it("keeps an object's catalogue data in both languages, with the licence `inc` unless chosen", async () => {
    const res = await create(
      {
        judul: "Kereta Singa Barong",
        nomor_inventaris: "KSB-001",
        kategori: "kereta",
        bahan: "Kayu jati",
        bahan_en: "Teak wood",
        periode: "1549",
        asal: "Cirebon",
        ukuran: "4,5 × 2,1 m",
        lokasi: "Museum Kereta",
        judul_en: "The Singa Barong carriage",
        deskripsi: "<p>Kereta kebesaran sultan.</p>",
      },
      { gambar: imageFile(await makeImage("jpeg", 3000, 2000)) },
    );
    expect(res.status).toBe(201);
    const { message, data } = await body(res);
    expect(message).toBe("Koleksi berhasil ditambahkan");
    expect(data).toMatchObject({
      judul: "Kereta Singa Barong",
      nomor_inventaris: "KSB-001",
      kategori: "kereta",
      lisensi: "inc",
      bahan_en: "Teak wood",
      judul_en: "The Singa Barong carriage",
      status: "terbit",
    });
    const detail = await body(await use().call("GET", `/api/koleksi/slug/${data.slug}`));
    const name = data.gambar.slice("/uploads/".length, -".jpg".length);
    expect(detail).toMatchObject({
      gambar_iiif: `/iiif/3/${name}/info.json`,
      iiif_manifest: `/iiif/3/koleksi/${data.slug}/manifest.json`,
      galeri: [],
    });
    expect(typeof detail.gambar_siap).toBe("boolean");
    // The master is kept whole for deep zoom: not scaled down to 2400 px like other kinds'.
    const stored = await use().call("GET", data.gambar);
    const sharp = (await import("sharp")).default;
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(3000);
  });

  it("refuses an inventory number another object has, ignoring case, changing nothing", async () => {
    const first = await made({ judul: "Keris Ki Ageng" });
    const before = await snapshotState(use());
    const duplicate = await create({
      judul: "Keris lain",
      nomor_inventaris: first.nomor_inventaris.toLowerCase(),
    });
    expect(duplicate.status).toBe(409);
    const answer = await body(duplicate);
    expect(answer.message).toBe("Nomor inventaris sudah dipakai koleksi lain");
    expect(answer.errors.nomor_inventaris).toBe("Nomor inventaris sudah dipakai koleksi lain");
    const second = await made({ judul: "Tombak" });
    const after = await snapshotState(use());
    const renumber = await use().call("PUT", `/api/koleksi/${second.id}`, {
      token: editor.token,
      form: form({ judul: "Tombak", nomor_inventaris: first.nomor_inventaris.toUpperCase() }),
    });
    expect(renumber.status).toBe(409);
    expect(await snapshotState(use())).toEqual(after);
    // Its own number, saved again, is no duplicate.
    const same = await use().call("PUT", `/api/koleksi/${first.id}`, {
      token: editor.token,
      form: form({ judul: "Keris Ki Ageng", nomor_inventaris: first.nomor_inventaris }),
    });
    expect(same.status).toBe(200);
    expect(before.koleksi[0].length).toBeGreaterThan(0);
  });

  it("refuses a missing or long inventory number and an unknown category or licence, by name", async () => {
    const before = await snapshotState(use());
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ nomor_inventaris: "" }, "nomor_inventaris", "Nomor inventaris wajib diisi"],
      [
        { nomor_inventaris: "x".repeat(41) },
        "nomor_inventaris",
        "Nomor inventaris maksimal 40 karakter",
      ],
      [{ nomor_inventaris: nomor(), kategori: "mobil" }, "kategori", "Kategori tidak dikenal"],
      [{ nomor_inventaris: nomor(), lisensi: "gpl" }, "lisensi", "Lisensi tidak dikenal"],
    ];
    for (const [fields, field, message] of cases) {
      const res = await create({ judul: "Benda", ...fields });
      expect(res.status).toBe(400);
      expect((await body(res)).errors[field]).toBe(message);
    }
    expect(await snapshotState(use())).toEqual(before);
  });

  it("lists published objects by category and by words or number, paged with X-Total-Count", async () => {
    const tag = Date.now().toString(36);
    const piring = await made({ judul: `Piring Tiongkok ${tag}`, kategori: "keramik" });
    await made({ judul: `Guci Belanda ${tag}`, kategori: "keramik" });
    await made({ judul: `Gong ${tag}`, kategori: "gamelan" });
    await made({ judul: `Piring draf ${tag}`, kategori: "keramik", status: "draf" });
    const list = async (query: string, token?: string) => {
      const res = await use().call("GET", `/api/koleksi?${query.replaceAll(" ", "+")}`, { token });
      expect(res.status).toBe(200);
      return { items: await body(res), total: res.headers.get("x-total-count") };
    };
    const keramik = await list(`kategori=keramik&q=${tag}`);
    expect(keramik.items.map((k: { judul: string }) => k.judul).sort()).toEqual([
      `Guci Belanda ${tag}`,
      `Piring Tiongkok ${tag}`,
    ]);
    expect(keramik.total).toBeNull();
    const paged = await list(`q=${tag}&page=1&limit=2`);
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBe("3");
    const byNumber = await list(`q=${piring.nomor_inventaris.toLowerCase()}`);
    expect(byNumber.items.map((k: { id: number }) => k.id)).toEqual([piring.id]);
    expect((await list(`q=draf ${tag}`)).items).toEqual([]);
    expect((await list(`q=draf ${tag}`, editor.token)).items).toHaveLength(1);
    const unknown = await use().call("GET", "/api/koleksi?kategori=mobil");
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe("Kategori tidak dikenal");
    expect((await use().call("GET", "/api/koleksi/slug/tidak-ada")).status).toBe(404);
  });

  it("keeps views in the order added, each with its IIIF image, and removes one", async () => {
    const item = await made({ judul: "Gamelan Sekaten" });
    const addView = async (keterangan: string) =>
      use().call("POST", `/api/koleksi/${item.id}/galeri`, {
        token: editor.token,
        form: form({ keterangan }, { gambar: imageFile(await makeImage("jpeg", 1200, 800)) }),
      });
    expect((await addView("Tampak depan")).status).toBe(201);
    const back = await body(await addView("Tampak belakang"));
    const detail = async () => body(await use().call("GET", `/api/koleksi/slug/${item.slug}`));
    const { galeri } = await detail();
    expect(galeri.map((g: { keterangan: string }) => g.keterangan)).toEqual([
      "Tampak depan",
      "Tampak belakang",
    ]);
    const name = galeri[1].gambar.slice("/uploads/".length, -".jpg".length);
    expect(galeri[1]).toMatchObject({ iiif: `/iiif/3/${name}/info.json` });
    expect(typeof galeri[1].siap).toBe("boolean");
    const path = `/api/koleksi/${item.id}/galeri/${back.data.id}`;
    expect((await use().call("DELETE", path, { token: editor.token })).status).toBe(200);
    expect((await detail()).galeri).toHaveLength(1);
  });

  it("takes a master over 10 MB (other kinds do not) but refuses one over 50 MB or 100 megapixels", async () => {
    const twelve = imageFile(await makeOversizedFile(12 * 1024 * 1024));
    expect(
      (await create({ judul: "Naskah besar", nomor_inventaris: nomor() }, { gambar: twelve }))
        .status,
    ).toBe(201);
    const dokumentasi = await use().call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form({ judul: "Kegiatan", tanggal: "2026-03-01" }, { gambar: twelve }),
    });
    expect(dokumentasi.status).toBe(413);
    const before = await snapshotState(use());
    const huge = imageFile(await makeOversizedFile(51 * 1024 * 1024));
    const tooBig = await create(
      { judul: "Terlalu besar", nomor_inventaris: nomor() },
      { gambar: huge },
    );
    expect(tooBig.status).toBe(413);
    expect((await body(tooBig)).message).toBe("Ukuran gambar melebihi 50 MB");
    const bomb = imageFile(pngClaiming(12_000, 10_000), "bom.png", "image/png");
    const refused = await create({ judul: "Bom", nomor_inventaris: nomor() }, { gambar: bomb });
    expect(refused.status).toBe(413);
    expect((await body(refused)).message).toBe(
      "Gambar terlalu besar: paling banyak 100 juta piksel",
    );
    expect(await snapshotState(use())).toEqual(before);
  });
});
