import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, startServer } from "../support/server-process.ts";

test.describe.configure({ mode: "serial" });

async function bigPhoto(): Promise<Buffer> {
  const noise = Buffer.alloc(3000 * 2000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test("SIGTERM lets an upload in flight finish, exits 0, and the upload is kept", async () => {
  const server = await startServer({ seed: "none" });
  const { token } = await (
    await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_ADMIN),
    })
  ).json();
  const form = new FormData();
  form.set("judul", "Unggahan saat server berhenti");
  form.set("tanggal", "2026-11-21");
  form.set(
    "gambar",
    new Blob([new Uint8Array(await bigPhoto())], { type: "image/jpeg" }),
    "foto.jpg",
  );
  const upload = fetch(`${server.url}/api/dokumentasi`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await new Promise((r) => setTimeout(r, 150));
  const code = server.stop({ keepData: true });
  const res = await upload;
  expect(res.status).toBe(201);
  expect(await code).toBe(0);
  expect(server.output()).toContain("SIGTERM");

  const again = await startServer({ seed: "none", dataDir: server.dataDir });
  try {
    const list = await (await fetch(`${again.url}/api/dokumentasi`)).json();
    expect(list.map((d: { judul: string }) => d.judul)).toContain("Unggahan saat server berhenti");
    expect(again.output()).not.toContain("Akun admin dibuat");
  } finally {
    await again.stop();
  }
});

test("a bad setting stops the server with a message naming the variable", () => {
  const run = spawnSync(process.execPath, [resolve("server/main.ts")], {
    env: { ...process.env, PORT: "bukan-angka", DATA_DIR: "/tmp/keraton-bad-config" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("PORT");
  expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
});

test("an older release started on a database a newer one migrated says to restore the backup", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-e2e-newer-"));
  try {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const migrate = spawnSync(process.execPath, [resolve("scripts/db-migrate.ts")], { env });
    expect(migrate.status).toBe(0);
    const file = new DatabaseSync(join(dataDir, "keraton.db"));
    file
      .prepare("insert into kysely_migration (name, timestamp) values (?, ?)")
      .run("2099-01-01T00-from-a-newer-release", new Date().toISOString());
    file.close();

    const run = spawnSync(process.execPath, [resolve("server/main.ts")], {
      env: { ...env, PORT: "0", SEED: "none", ADMIN_PASSWORD: E2E_ADMIN.password },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("dibuat oleh versi yang lebih baru");
    expect(run.stderr).toContain("pulihkan cadangan yang diambil sebelum pembaruan");
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+|corrupted/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the first start prints a generated admin password once, and it signs in", async () => {
  const server = await startServer({ seed: "none", env: { ADMIN_PASSWORD: "" } });
  try {
    const match = /Username: admin\s+Password: (\S+)/.exec(server.output());
    expect(match).not.toBeNull();
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: match?.[1] }),
    });
    expect(res.status).toBe(200);
  } finally {
    await server.stop();
  }
});
