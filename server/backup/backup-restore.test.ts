import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { extract } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { siteContents } from "../../tests/support/site-contents.ts";
import { isStored } from "../../tests/support/snapshot.ts";
import { createTestContext } from "../../tests/support/test-app.ts";
import { loadConfig } from "../config.ts";
import type { DialectName } from "../db/create-database.ts";
import { pathsOfImage } from "../media/media-store.ts";
import { prepareFirstStart } from "../seed/first-start.ts";
import { packArchive, sha256OfFile } from "./archive.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

type Ctx = Awaited<ReturnType<typeof createTestContext>>;
const quiet = () => {};
const contexts: Ctx[] = [];
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "keraton-cadangan-uji-"));
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

async function site(dialect: DialectName, env: Record<string, string> = {}): Promise<Ctx> {
  const ctx = await createTestContext(dialect, env);
  contexts.push(ctx);
  return ctx;
}

/** The demo site, one failed login, and a text showing an uploaded image. */
async function demoSite(dialect: DialectName): Promise<Ctx> {
  const ctx = await site(dialect);
  await prepareFirstStart({
    ...ctx.deps,
    config: { ...ctx.deps.config, SEED: "demo", ADMIN_PASSWORD: "sandi-pertama" },
  });
  await ctx.call("POST", "/api/login", { json: { username: "admin", password: "salah-tebak" } });
  return ctx;
}

const archive = () => join(work, `cadangan-${randomBytes(4).toString("hex")}.tar`);

describe("backup and restore round trips", () => {
  for (const [from, to] of [
    ["sqlite", "sqlite"],
    ["sqlite", "postgres"],
    ["postgres", "sqlite"],
  ] as const) {
    it(`${from} → ${to}: every row and a byte-identical image set`, async () => {
      const source = await demoSite(from);
      const file = archive();
      const made = await createBackup(source.deps.config, file, quiet);
      const before = await siteContents(source);
      expect(made.images).toBe(Object.keys(before.images).length);
      expect(made.images).toBeGreaterThan(10);
      expect(made.rows).toBe(Object.values(before.tables).flat().length);
      expect(made.missingImages).toEqual([]);

      const target = await site(to);
      const startedAt = Math.floor(Date.now() / 1000);
      const restored = await restoreBackup(target.deps.config, file, quiet);
      expect(restored).toMatchObject({ rows: made.rows, images: made.images });
      // Everything as it was, except that tokens issued before the restore no longer stand.
      const after = await siteContents(target);
      for (const user of after.tables.users as Array<{ tokens_valid_from: number }>) {
        expect(user.tokens_valid_from).toBeGreaterThan(startedAt);
      }
      const withoutTokenStart = (contents: typeof before) => ({
        ...contents,
        tables: {
          ...contents.tables,
          users: contents.tables.users.map((u) => ({ ...(u as object), tokens_valid_from: 0 })),
        },
      });
      expect(withoutTokenStart(after)).toEqual(withoutTokenStart(before));

      // The restored site works: its admin signs in, new rows get fresh ids, images are served.
      const login = await target.call("POST", "/api/login", {
        json: { username: "admin", password: "sandi-pertama" },
      });
      expect(login.status).toBe(200);
      const created = await target.call("POST", "/api/informasi", {
        token: (await body(login)).token,
        form: form({ judul: "Kabar sesudah pindah", tanggal: "2026-12-01" }),
      });
      expect(created.status).toBe(201);
      const highest = Math.max(...before.tables.informasi.map((r) => (r as { id: number }).id));
      expect((await body(created)).data.id).toBeGreaterThan(highest);
      const someImage = Object.keys(before.images)[0];
      expect((await target.call("GET", someImage)).status).toBe(200);

      // Its search index was rebuilt as the rows came in, English twins included.
      const english = before.tables.informasi
        .map((r) => r as { judul_en: string; status: string })
        .find((r) => r.status === "terbit" && r.judul_en);
      const word = english?.judul_en.match(/[A-Za-z]{5,}/)?.[0] ?? "";
      expect(word).not.toBe("");
      const search = async (ctx: Ctx) =>
        body(await ctx.call("GET", `/api/cari?q=${encodeURIComponent(word)}`));
      const found = await search(target);
      expect(found.informasi.length).toBeGreaterThan(0);
      expect(found).toEqual(await search(source));
    }, 60_000);
  }
});

for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`a backup taken while staff keep writing [${dialect}]`, () => {
    it("restores to a consistent state: every row's image is there", async () => {
      const source = await site(dialect);
      const editor = await source.signIn("editor");
      const png = await makeImage("png");
      let writing = true;
      const burst = (async () => {
        let n = 0;
        while (writing) {
          n++;
          const res = await source.call("POST", "/api/informasi", {
            token: editor.token,
            form: form({ judul: `Kabar ${n}`, tanggal: "2026-07-07" }, { gambar: imageFile(png) }),
          });
          const { id } = (await body(res)).data;
          // Every other item is removed again at once: its image goes while the backup runs.
          if (n % 2 === 0) {
            await source.call("DELETE", `/api/informasi/${id}`, { token: editor.token });
          }
        }
        return n;
      })();
      await new Promise((r) => setTimeout(r, 300));
      const file = archive();
      const made = await createBackup(source.deps.config, file, quiet);
      writing = false;
      const written = await burst;
      expect(written).toBeGreaterThan(3);
      expect(made.missingImages).toEqual([]);

      const target = await site(dialect);
      await restoreBackup(target.deps.config, file, quiet);
      const rows = await target.deps.db.selectFrom("informasi").select("gambar").execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBe(made.rowsByTable.informasi);
      for (const { gambar } of rows) {
        for (const path of pathsOfImage(gambar, IMAGE_VARIANT_WIDTHS)) {
          expect(await isStored(target, path), path).toBe(true);
        }
      }
    }, 60_000);
  });
}

describe("restore refuses what it must not load", () => {
  let source: Ctx;
  let file: string;
  let image: string;
  beforeAll(async () => {
    source = await site("sqlite");
    const editor = await source.signIn("editor");
    const res = await source.call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form(
        { judul: "Kirab Panjang Jimat", tanggal: "2026-09-15" },
        { gambar: imageFile(await makeImage("jpeg")) },
      ),
    });
    image = (await body(res)).data.gambar;
    file = archive();
    await createBackup(source.deps.config, file, quiet);
  });

  it("a target that already has content, changing nothing there", async () => {
    const target = await site("postgres");
    await target.signIn("admin");
    const before = await siteContents(target);
    await expect(restoreBackup(target.deps.config, file, quiet)).rejects.toThrow(
      /Tujuan tidak kosong: users \(1 baris\)/,
    );
    expect(await siteContents(target)).toEqual(before);
  });

  it("an archive with one changed byte, naming the damaged file", async () => {
    const bytes = readFileSync(file);
    const stored = await source.deps.media.read(image);
    const at = bytes.indexOf(stored?.data ?? Buffer.alloc(0));
    expect(at).toBeGreaterThan(0);
    bytes[at + 200] ^= 0xff;
    const tampered = archive();
    writeFileSync(tampered, bytes);

    const target = await site("sqlite");
    const name = image.slice("/uploads/".length);
    await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
      `Berkas uploads/${name} rusak: SHA-256 tidak cocok dengan manifest.`,
    );
    expect(await siteContents(target)).toEqual({ tables: expect.any(Object), images: {} });
    expect(Object.values((await siteContents(target)).tables).flat()).toEqual([]);
  });

  it("an archive that fails while loading leaves neither rows nor images behind", async () => {
    // A well-formed archive whose dokumentasi row appears twice: the load fails half-way.
    const dir = mkdtempSync(join(work, "rusak-"));
    await extract({ file, cwd: dir });
    const rowsFile = join(dir, "tables/dokumentasi.jsonl");
    const line = readFileSync(rowsFile, "utf8");
    writeFileSync(rowsFile, line + line);
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    manifest.tables.dokumentasi = 2;
    manifest.files["tables/dokumentasi.jsonl"] = {
      sha256: await sha256OfFile(rowsFile),
      size: Buffer.byteLength(line + line),
    };
    writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
    const broken = archive();
    await packArchive(dir, broken);

    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await site(dialect);
      await expect(restoreBackup(target.deps.config, broken, quiet)).rejects.toThrow(
        /Pemulihan gagal; tidak ada yang dimuat/,
      );
      const after = await siteContents(target);
      expect(after.images).toEqual({});
      expect(Object.values(after.tables).flat()).toEqual([]);
    }
  });

  it("a file that is not an archive at all", async () => {
    const junk = archive();
    writeFileSync(junk, "bukan arsip");
    const target = await site("sqlite");
    await expect(restoreBackup(target.deps.config, junk, quiet)).rejects.toThrow(
      /tidak bisa dibaca|tidak memuat manifest/,
    );
  });
});

describe("a backup that cannot be taken", () => {
  it("of a DATA_DIR without a site says so, and creates no database there", async () => {
    const empty = mkdtempSync(join(work, "kosong-"));
    const file = join(work, "dari-folder-kosong.tar");
    const config = { ...loadConfig({ DATA_DIR: empty }), DATABASE_URL: undefined };
    await expect(createBackup(config, file, quiet)).rejects.toThrow(
      /tidak ada basis data situs di DATA_DIR/,
    );
    expect(readdirSync(empty)).toEqual([]);
    expect(readdirSync(work).filter((name) => name.startsWith("dari-folder-kosong"))).toEqual([]);
  });

  it("leaves no staging folder behind when it fails", async () => {
    const dataDir = mkdtempSync(join(work, "tanpa-tabel-"));
    // A database file with none of the site's tables: the snapshot fails after staging began.
    new DatabaseSync(join(dataDir, "keraton.db")).close();
    const target = mkdtempSync(join(work, "tujuan-"));
    const config = { ...loadConfig({ DATA_DIR: dataDir }), DATABASE_URL: undefined };
    await expect(createBackup(config, join(target, "cadangan.tar"), quiet)).rejects.toThrow();
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("backup archives hold secrets", () => {
  it("writes the archive readable and writable by its owner only (0600)", async () => {
    const source = await site("sqlite");
    await source.signIn("admin");
    const file = archive();
    await createBackup(source.deps.config, file, quiet);
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
  });
});

for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`tokens after a restore [${dialect}]`, () => {
    it("refuses a deleted user's token even though a new account is made after the restore, and ends every older token", async () => {
      const secret = { JWT_SECRET: randomBytes(32).toString("hex") };
      const source = await site(dialect, secret);
      const admin = await source.signIn("admin");
      const deleted = await source.signIn("editor");
      const removed = await source.call("DELETE", `/api/users/${deleted.id}`, {
        token: admin.token,
      });
      expect(removed.status).toBe(200);
      const file = archive();
      await createBackup(source.deps.config, file, quiet);

      const target = await site(dialect, secret);
      await restoreBackup(target.deps.config, file, quiet);
      const me = (token: string) => target.call("GET", "/api/users", { token });
      // The admin's token from before the restore is refused; a new sign-in works.
      expect((await me(admin.token)).status).toBe(401);
      const login = await target.call("POST", "/api/login", {
        json: { username: admin.username, password: admin.password },
      });
      expect(login.status).toBe(200);
      const adminToken = (await body(login)).token;
      expect((await me(adminToken)).status).toBe(200);

      const created = await target.call("POST", "/api/users", {
        token: adminToken,
        json: {
          name: "Staf Baru",
          username: "staf.baru",
          password: "sandi-staf-baru",
          role: "admin",
        },
      });
      expect(created.status).toBe(201);
      // Ids continue after the deleted account's: the new account never gets its id.
      expect((await body(created)).id).toBeGreaterThan(deleted.id);
      // The new account is an admin: the old token would open the user list if it were its own.
      expect((await me(deleted.token)).status).toBe(401);
    }, 60_000);
  });
}

/** The archive with `change` applied to its unpacked files, its sums made to match again. */
async function rewrittenArchive(file: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(work, "ubah-"));
  await extract({ file, cwd: dir });
  change(dir);
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  manifest.files = {};
  const names = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== "manifest.json")
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  for (const name of names) {
    const path = join(dir, name);
    manifest.files[name] = { sha256: await sha256OfFile(path), size: statSync(path).size };
  }
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  const rewritten = archive();
  await packArchive(dir, rewritten);
  return rewritten;
}

describe("restore treats an archive as untrusted input", () => {
  let source: Ctx;
  let file: string;
  let image: string;
  beforeAll(async () => {
    source = await site("sqlite");
    const editor = await source.signIn("editor");
    const res = await source.call("POST", "/api/informasi", {
      token: editor.token,
      form: form(
        { judul: "Kabar Keraton", tanggal: "2026-09-15", deskripsi: "<p>Isi asli</p>" },
        { gambar: imageFile(await makeImage("png")) },
      ),
    });
    image = (await body(res)).data.gambar;
    file = archive();
    await createBackup(source.deps.config, file, quiet);
  });
  const editRows = (dir: string, table: string, edit: (row: Record<string, unknown>) => void) => {
    const rowsFile = join(dir, `tables/${table}.jsonl`);
    const rows = readFileSync(rowsFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (const row of rows) edit(row);
    writeFileSync(rowsFile, `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`);
  };
  const expectEmpty = async (target: Ctx) => {
    const after = await siteContents(target);
    expect(after.images).toEqual({});
    expect(Object.values(after.tables).flat()).toEqual([]);
  };

  for (const dialect of ["sqlite", "postgres"] as const) {
    it(`cleans rich text again, as a save would [${dialect}]`, async () => {
      const tampered = await rewrittenArchive(file, (dir) =>
        editRows(dir, "informasi", (row) => {
          row.deskripsi = `<p onclick="curi()">Isi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tautan</a>`;
          row.deskripsi_en = `<iframe src="https://jahat.example"></iframe><p>Text</p>`;
        }),
      );
      const target = await site(dialect);
      await restoreBackup(target.deps.config, tampered, quiet);
      const [row] = await target.deps.db
        .selectFrom("informasi")
        .select(["deskripsi", "deskripsi_en"])
        .execute();
      expect(row.deskripsi).not.toMatch(/script|onclick|onerror|javascript:|alert/);
      expect(row.deskripsi).toContain("Isi");
      expect(row.deskripsi_en).toBe("<p>Text</p>");
      const page = await body(await target.call("GET", "/api/informasi"));
      expect(JSON.stringify(page)).not.toMatch(/<script|onerror|javascript:/);
    }, 60_000);
  }

  it("refuses a picture that is no image, naming it, and loads nothing", async () => {
    const name = `uploads/${image.slice("/uploads/".length)}`;
    const tampered = await rewrittenArchive(file, (dir) =>
      writeFileSync(
        join(dir, name),
        `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      ),
    );
    for (const dialect of ["sqlite", "postgres"] as const) {
      const target = await site(dialect);
      await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
        `Berkas ${name} ditolak: File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF`,
      );
      await expectEmpty(target);
    }
  });

  it("refuses a picture whose content is another format than its name says", async () => {
    const name = `uploads/${image.slice("/uploads/".length)}`;
    const jpeg = await makeImage("jpeg");
    const tampered = await rewrittenArchive(file, (dir) => writeFileSync(join(dir, name), jpeg));
    const target = await site("sqlite");
    await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
      `Berkas ${name} ditolak: isinya gambar JPG, bukan seperti namanya.`,
    );
    await expectEmpty(target);
  });

  it("refuses a file under a name the media store never makes (an .html page)", async () => {
    const tampered = await rewrittenArchive(file, (dir) => {
      const uploads = join(dir, "uploads");
      const first = readdirSync(uploads)[0];
      writeFileSync(join(uploads, `${first.slice(0, 32)}.html`), "<script>alert(1)</script>");
    });
    const target = await site("sqlite");
    await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
      /Berkas uploads\/[a-f0-9]{32}\.html bukan nama gambar yang dibuat situs ini\./,
    );
    await expectEmpty(target);
  });

  it("refuses a manifest whose highest id is no whole number in range", async () => {
    for (const bad of [-1, 1.5, "7; drop table users", 2 ** 40]) {
      const dir = mkdtempSync(join(work, "urutan-"));
      await extract({ file, cwd: dir });
      const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
      manifest.sequences = { ...manifest.sequences, users: bad };
      writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
      const tampered = archive();
      await packArchive(dir, tampered);
      const target = await site("sqlite");
      await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
        "Manifest menyebut id tertinggi tabel users yang tidak sah.",
      );
      await expectEmpty(target);
    }
  });

  it("refuses a row whose picture is not a stored image (an outside address)", async () => {
    const tampered = await rewrittenArchive(file, (dir) =>
      editRows(dir, "informasi", (row) => {
        row.gambar = "https://pelacak.example/piksel.gif";
      }),
    );
    const target = await site("postgres");
    await expect(restoreBackup(target.deps.config, tampered, quiet)).rejects.toThrow(
      "Baris 1 tabel informasi: kolom gambar tidak menunjuk gambar tersimpan.",
    );
    await expectEmpty(target);
  });
});
