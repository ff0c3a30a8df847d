import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { ConfigError, loadConfig } from "../config.ts";

describeEachDialect("serving /uploads from the media store", (use) => {
  let editor: SignedIn;
  let path: string;
  beforeAll(async () => {
    editor = await use().signIn("editor");
    const res = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form(
        { judul: "Foto kirab", tanggal: "2026-05-05" },
        { gambar: imageFile(await makeImage("png")) },
      ),
    });
    path = (await body(res)).data.gambar;
  });

  it("keeps images where the configuration says: database on PostgreSQL, disk on SQLite", () => {
    expect(use().deps.media.kind).toBe(use().deps.dialect === "postgres" ? "database" : "local");
  });

  it("answers a browser that already holds the image with 304 and no body", async () => {
    const first = await use().call("GET", path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(etag).not.toBe("");
    expect(Number(first.headers.get("content-length"))).toBe(
      (await first.arrayBuffer()).byteLength,
    );

    const byTag = await use().call("GET", path, { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe("");
    expect(byTag.headers.get("cache-control")).toContain("immutable");
    const byDate = await use().call("GET", path, {
      headers: { "if-modified-since": lastModified },
    });
    expect(byDate.status).toBe(304);
    const otherTag = await use().call("GET", path, { headers: { "if-none-match": '"lain"' } });
    expect(otherTag.status).toBe(200);
  });

  it("never serves the database, the secret or any other file of DATA_DIR, in any spelling", async () => {
    const { dataDir } = use();
    writeFileSync(join(dataDir, "jwt-secret"), "RAHASIA-JWT-JANGAN-BOCOR");
    writeFileSync(join(dataDir, "uploads-catatan.txt"), "RAHASIA-JWT-JANGAN-BOCOR");
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", "catatan.txt"), "RAHASIA-JWT-JANGAN-BOCOR");
    const spellings = [
      "/uploads/../jwt-secret",
      "/uploads/..%2fjwt-secret",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/%2E%2E%2Fjwt-secret",
      "/uploads/..%5Cjwt-secret",
      "/uploads/..\\jwt-secret",
      "/uploads//jwt-secret",
      "/uploads/./../keraton.db",
      "/uploads/%2e%2e%2fkeraton.db",
      "/uploads/keraton.db",
      "/uploads/jwt-secret",
      "/uploads/",
      "/uploads",
      "/uploads/..%2fuploads-catatan.txt",
      "/uploads/catatan.txt",
    ];
    for (const spelling of spellings) {
      const res = await use().call("GET", spelling);
      expect(res.status, spelling).toBe(404);
      expect(await res.text(), spelling).not.toMatch(/RAHASIA|SQLite format/);
    }
  });
});

describe("MEDIA_STORE in the configuration", () => {
  it("defaults to the disk on SQLite and to the database on PostgreSQL", () => {
    expect(loadConfig({}).MEDIA_STORE).toBe("local");
    expect(loadConfig({ DATABASE_URL: "postgres://db/keraton" }).MEDIA_STORE).toBe("database");
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/keraton", MEDIA_STORE: "local" }).MEDIA_STORE,
    ).toBe("local");
  });

  it("refuses the database store on SQLite, saying why in Indonesian", () => {
    expect(() => loadConfig({ MEDIA_STORE: "database" })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORE: "database" })).toThrow(
      /MEDIA_STORE: database hanya bisa dipakai bersama PostgreSQL/,
    );
    expect(() => loadConfig({ MEDIA_STORE: "s3" })).toThrow(/MEDIA_STORE: harus salah satu dari/);
  });
});
