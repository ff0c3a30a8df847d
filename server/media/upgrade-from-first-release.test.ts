import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeImage } from "../../tests/support/images.ts";
import { createPostgresDatabase, DIALECTS } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { createDatabase } from "../db/create-database.ts";
// The first release's whole schema: this one migration, unchanged since (migrations are frozen).
import * as firstReleaseSchema from "../db/migrations/2026-11-21T00-initial.ts";
import { MOVED_MARKER } from "./move-local-uploads.ts";

type Site = { dataDir: string; databaseUrl?: string; cleanup: () => Promise<void> };

async function emptySite(dialect: (typeof DIALECTS)[number]): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-upgrade-"));
  const pg = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  return {
    dataDir,
    databaseUrl: pg?.url,
    cleanup: async () => {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A site as the first release left it: its schema, an article with a picture in DATA_DIR/uploads. */
async function firstReleaseSite(site: Site, picture: { name: string; files: Map<string, Buffer> }) {
  const { db } = createDatabase({ DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ "2026-11-21T00-initial": firstReleaseSchema }) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  const now = new Date().toISOString();
  await db
    .insertInto("informasi")
    .values({
      judul: "Kirab Pusaka 1 Syura",
      slug: "kirab-pusaka-1-syura",
      deskripsi: "<p>Arak-arakan pusaka keraton.</p>",
      gambar: `/uploads/${picture.name}.jpg`,
      tanggal: "2026-11-20",
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db.destroy();
  mkdirSync(join(site.dataDir, "uploads"));
  for (const [file, data] of picture.files)
    writeFileSync(join(site.dataDir, "uploads", file), data);
}

async function firstReleasePicture() {
  const name = randomBytes(16).toString("hex");
  const files = new Map<string, Buffer>([
    [`${name}.jpg`, await makeImage("jpeg", 1200, 300)],
    [`${name}-w480.webp`, await makeImage("webp", 480, 120)],
    [`${name}-w960.webp`, await makeImage("webp", 960, 240)],
  ]);
  return { name, files };
}

async function startUpgraded(site: Site) {
  const deps = await openDeps(
    loadConfig({
      DATA_DIR: site.dataDir,
      DATABASE_URL: site.databaseUrl,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED: "none",
      LOG_REQUESTS: "0",
    }),
  );
  const app = createApp(deps);
  return { deps, app, get: (path: string) => Promise.resolve(app.request(path)) };
}

describe.each(DIALECTS)("upgrading a %s site from the first release", (dialect) => {
  let site: Site | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await site?.cleanup();
  });

  it("keeps every picture: the article's picture and its variants still answer", async () => {
    site = await emptySite(dialect);
    const picture = await firstReleasePicture();
    await firstReleaseSite(site, picture);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});

    const server = await startUpgraded(site);
    try {
      const article = await (await server.get("/api/informasi/slug/kirab-pusaka-1-syura")).json();
      expect(article.gambar).toBe(`/uploads/${picture.name}.jpg`);
      for (const [file, data] of picture.files) {
        const res = await server.get(`/uploads/${file}`);
        expect(res.status, file).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(data), file).toBe(true);
      }
      expect(server.deps.media.kind).toBe(dialect === "postgres" ? "database" : "local");
      if (dialect === "postgres") {
        expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Gambar: 3 berkas dari .*uploads/));
        // The files stay where they were (a SQLite site may share the folder); a marker is added.
        expect(existsSync(join(site.dataDir, "uploads", `${picture.name}.jpg`))).toBe(true);
        expect(existsSync(join(site.dataDir, "uploads", MOVED_MARKER))).toBe(true);
      } else {
        expect(log).not.toHaveBeenCalledWith(expect.stringMatching(/^Gambar: /));
      }
    } finally {
      await closeDeps(server.deps);
    }

    // The next start finds nothing to move and serves the same pictures.
    log.mockClear();
    const again = await startUpgraded(site);
    try {
      expect(log).not.toHaveBeenCalledWith(expect.stringMatching(/^Gambar: /));
      expect((await again.get(`/uploads/${picture.name}-w960.webp`)).status).toBe(200);
    } finally {
      await closeDeps(again.deps);
    }
  });
});

describe("upgrading a postgres site from the first release, again", () => {
  let site: Site | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await site?.cleanup();
  });

  it("a move cut short finishes on the next start, and a picture deleted since stays deleted", async () => {
    site = await emptySite("postgres");
    const picture = await firstReleasePicture();
    await firstReleaseSite(site, picture);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const first = await startUpgraded(site);
    // As if the process had stopped before the marker was written, with one file not yet copied.
    const [variant] = [...picture.files.keys()].filter((f) => f.endsWith("-w480.webp"));
    await first.deps.db.deleteFrom("media").where("path", "=", `/uploads/${variant}`).execute();
    await closeDeps(first.deps);
    rmSync(join(site.dataDir, "uploads", MOVED_MARKER));

    log.mockClear();
    const second = await startUpgraded(site);
    try {
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Gambar: 1 berkas dari /));
      expect((await second.get(`/uploads/${variant}`)).status).toBe(200);
      expect(existsSync(join(site.dataDir, "uploads", MOVED_MARKER))).toBe(true);
      // Deleted through the site now: its file still in the old folder does not bring it back.
      await second.deps.media.remove(`/uploads/${picture.name}.jpg`, [480, 960]);
    } finally {
      await closeDeps(second.deps);
    }
    const third = await startUpgraded(site);
    try {
      expect((await third.get(`/uploads/${picture.name}.jpg`)).status).toBe(404);
    } finally {
      await closeDeps(third.deps);
    }
  });
});

describe("upgrading a postgres site from the first release with npm run db:migrate first", () => {
  let site: Site | undefined;
  afterEach(async () => {
    await site?.cleanup();
  });

  it("moves the pictures into the database before the server first starts", async () => {
    site = await emptySite("postgres");
    const picture = await firstReleasePicture();
    await firstReleaseSite(site, picture);
    const run = spawnSync(process.execPath, ["scripts/db-migrate.ts"], {
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Gambar: 3 berkas dari .*uploads disalin ke database/m);
    const { db } = createDatabase({ DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl });
    try {
      const rows = await db.selectFrom("media").select("path").orderBy("path").execute();
      expect(rows.map((r) => r.path)).toEqual(
        [...picture.files.keys()].map((file) => `/uploads/${file}`).sort(),
      );
    } finally {
      await db.destroy();
    }
  });
});
