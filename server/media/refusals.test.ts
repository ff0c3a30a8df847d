import { beforeAll, expect, it } from "vitest";
import { createDokumentasiItem, createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import {
  imageFile,
  makeAnimatedGif,
  makeImage,
  makeOversizedFile,
  makeTruncatedJpeg,
  SVG_WITH_SCRIPT,
  TEXT_NOT_IMAGE,
} from "../../tests/support/images.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

type Bad = { label: string; status: number; file: () => Promise<File> };

const BAD_FILES: Bad[] = [
  {
    label: "an SVG with a script",
    status: 415,
    file: async () => imageFile(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml"),
  },
  {
    label: "the same SVG named .jpg",
    status: 415,
    file: async () => imageFile(SVG_WITH_SCRIPT, "logo.jpg", "image/jpeg"),
  },
  {
    label: "a text file named .jpg",
    status: 415,
    file: async () => imageFile(TEXT_NOT_IMAGE, "foto.jpg"),
  },
  {
    label: "a truncated JPEG",
    status: 415,
    file: async () => imageFile(await makeTruncatedJpeg(), "potong.jpg"),
  },
  {
    label: "an animated GIF of 101 frames",
    status: 415,
    file: async () => imageFile(makeAnimatedGif(10, 10, 101), "gerak.gif", "image/gif"),
  },
  {
    label: "an animated GIF of 24 frames of 2048×2048",
    status: 415,
    file: async () => imageFile(makeAnimatedGif(2048, 2048, 24), "bom.gif", "image/gif"),
  },
  {
    label: "an 11 MB file",
    status: 413,
    file: async () => imageFile(await makeOversizedFile(), "besar.jpg"),
  },
  {
    label: "a file just over 10 MB",
    status: 413,
    file: async () => imageFile(await makeOversizedFile(10 * 1024 * 1024 + 100 * 1024), "pas.jpg"),
  },
];

describeEachDialect("refused uploads store nothing and change nothing", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });

  async function expectRefusedWithoutChange(
    send: () => Promise<Response>,
    status: number,
  ): Promise<void> {
    const before = await snapshotState(use());
    const res = await send();
    expect(res.status).toBe(status);
    const answer = await body(res);
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer).filter((k) => k !== "errors")).toEqual(["message"]);
    expect(JSON.stringify(answer)).not.toMatch(/\/tmp\/|node_modules|sharp|vips|Error:/);
    expect(await snapshotState(use())).toEqual(before);
  }

  for (const bad of BAD_FILES) {
    it(`POST dokumentasi with ${bad.label} → ${bad.status}`, async () => {
      const file = await bad.file();
      await expectRefusedWithoutChange(
        () =>
          use().call("POST", "/api/dokumentasi", {
            token: editor.token,
            form: form({ judul: "Ditolak", tanggal: "2026-01-01" }, { gambar: file }),
          }),
        bad.status,
      );
    });

    it(`PUT informasi with ${bad.label} → ${bad.status}, the row keeps its image`, async () => {
      const item = await createInformasiItem(use(), { gambar: "/uploads/lama.jpg" });
      const file = await bad.file();
      await expectRefusedWithoutChange(
        () =>
          use().call("PUT", `/api/informasi/${item.id}`, {
            token: editor.token,
            form: form({ judul: "Judul Berubah", tanggal: "2026-01-02" }, { gambar: file }),
          }),
        bad.status,
      );
    });
  }

  it("a good image with an invalid field (bad tanggal) is a 400 and leaves no file", async () => {
    const file = imageFile(await makeImage("jpeg"));
    await expectRefusedWithoutChange(
      () =>
        use().call("POST", "/api/dokumentasi", {
          token: editor.token,
          form: form({ judul: "Tanggal salah", tanggal: "2026-02-30" }, { gambar: file }),
        }),
      400,
    );
  });

  it("a good image with a title that gives no slug is a 400 and leaves no file", async () => {
    const file = imageFile(await makeImage("png"), "a.png", "image/png");
    await expectRefusedWithoutChange(
      () =>
        use().call("POST", "/api/informasi", {
          token: editor.token,
          form: form({ judul: "???", tanggal: "2026-01-01" }, { gambar: file }),
        }),
      400,
    );
  });

  it("a good image sent to an unknown id is a 404 and leaves no file", async () => {
    const file = imageFile(await makeImage("webp"), "a.webp", "image/webp");
    await createDokumentasiItem(use());
    await expectRefusedWithoutChange(
      () =>
        use().call("PUT", "/api/dokumentasi/987654", {
          token: editor.token,
          form: form({ judul: "Tidak ada", tanggal: "2026-01-01" }, { gambar: file }),
        }),
      404,
    );
  });

  it("a good image sent by a visitor without a token is a 401 and leaves no file", async () => {
    const file = imageFile(await makeImage("jpeg"));
    await expectRefusedWithoutChange(
      () =>
        use().call("POST", "/api/dokumentasi", {
          form: form({ judul: "Tamu", tanggal: "2026-01-01" }, { gambar: file }),
        }),
      401,
    );
  });
});
