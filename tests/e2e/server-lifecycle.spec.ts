import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { type AddressInfo, createServer } from "node:net";
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
  const run = spawnSync(process.execPath, [resolve("server/main.mjs")], {
    env: { ...process.env, PORT: "bukan-angka", DATA_DIR: "/tmp/keraton-bad-config" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status).toBe(1);
  expect(`${run.stdout}${run.stderr}`).toContain("PORT");
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/at .*\.ts:\d+/);
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

    const run = spawnSync(process.execPath, [resolve("server/main.mjs")], {
      env: { ...env, PORT: "0", SEED: "none", ADMIN_PASSWORD: E2E_ADMIN.password },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain("dibuat oleh versi yang lebih baru");
    expect(output).toContain("pulihkan cadangan yang diambil sebelum pembaruan");
    expect(output).not.toMatch(/at .*\.ts:\d+|corrupted/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("under a service manager the generated admin password stays out of the log, in a private file it names", async () => {
  const server = await startServer({ seed: "none", env: { ADMIN_PASSWORD: "" } });
  try {
    const created = server
      .output()
      .split("\n")
      .filter((line) => line.includes("Akun admin dibuat"))
      .map((line) => JSON.parse(line));
    expect(created).toHaveLength(1);
    const file = join(server.dataDir, "admin-password-awal");
    expect(created[0].file).toBe(file);
    const password = readFileSync(file, "utf8").trim();
    expect(server.output()).not.toContain(password);
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    expect(res.status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("an operator's log collector reads one JSON line per event: migrations as they run, requests, shutdown", async () => {
  const server = await startServer({ seed: "none", env: { LOG_REQUESTS: "1" } });
  await fetch(`${server.url}/api/health`);
  await fetch(`${server.url}/api/tidak-ada?pratinjau=tiket-rahasia`);
  expect(await server.stop()).toBe(0);
  // The exit can be seen before the last bytes of its output are read.
  await expect.poll(() => server.output()).toContain('"msg":"Selesai."');

  const lines = server.output().trim().split("\n");
  const entries = lines.map((line) => JSON.parse(line));
  for (const entry of entries) {
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(["info", "warn", "error"]).toContain(entry.level);
  }
  const messages = entries.map((entry) => entry.msg as string);
  const started = messages.filter((m) => m.startsWith("Migrasi berjalan: "));
  const finished = messages.filter((m) => m.startsWith("Migrasi selesai: "));
  expect(started.length).toBeGreaterThan(5);
  expect(finished).toHaveLength(started.length);
  // Each migration's start comes before its end, and before the server says it is ready.
  const ready = messages.findIndex((m) => / siap di http:\/\//.test(m));
  expect(messages.indexOf(started[0] as string)).toBeLessThan(
    messages.indexOf(finished[0] as string),
  );
  expect(messages.indexOf(finished.at(-1) as string)).toBeLessThan(ready);
  expect(entries[ready]).toMatchObject({ url: server.url, dialect: "sqlite" });

  const requests = entries.filter((entry) => entry.msg === "permintaan");
  expect(requests).toEqual([
    expect.objectContaining({ method: "GET", path: "/api/health", status: 200 }),
    // A visitor's API read with a parameter it does not read goes to the clean address first
    // (decision 015); neither line repeats the query.
    expect.objectContaining({ method: "GET", path: "/api/tidak-ada", status: 301 }),
    expect.objectContaining({ method: "GET", path: "/api/tidak-ada", status: 404 }),
  ]);
  expect(server.output()).not.toContain("tiket-rahasia");
  expect(server.output()).not.toContain(E2E_ADMIN.password);
  expect(messages.at(-1)).toBe("Selesai.");
});

test("the production server renders with React's production build, whatever NODE_ENV says", async () => {
  const server = await startServer({ seed: "none", env: { NODE_ENV: "development" } });
  try {
    expect(server.output()).toMatch(/ siap di http:\/\/\S+ \(sqlite, production\)/);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("a first start draws the demo pictures in a process of its own: the server serves them without carrying libvips", async () => {
  // Drawing the demo's pictures took 11 s alone and over 60 s beside a second whole test run.
  test.setTimeout(300_000);
  const server = await startServer({ seed: "demo", firstStart: true, readyWithinMs: 240_000 });
  try {
    const list = (await (await fetch(`${server.url}/api/informasi`)).json()) as Array<{
      gambar: string | null;
    }>;
    const picture = list.find((item) => item.gambar)?.gambar;
    expect(picture).toBeTruthy();
    const image = await fetch(new URL(picture as string, server.url));
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The demo's pictures were drawn with sharp, in the process that seeded and ended.
    expect(readFileSync(`/proc/${server.pid}/maps`, "utf8")).not.toMatch(/libvips/);
  } finally {
    await server.stop();
  }
});

const startDirs: string[] = [];
test.afterAll(() => {
  for (const dir of startDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the built server as `npm start` does until it gives up; its exit code and output. */
function failedStart(env: Record<string, string>, options: { asUser?: string } = {}) {
  const node = [process.execPath, resolve("server/main.mjs")];
  const [command, ...args] = options.asUser
    ? ["runuser", "-u", options.asUser, "--", ...node]
    : node;
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-start-"));
  startDirs.push(dataDir);
  const run = spawnSync(command as string, args, {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SEED: "none",
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: "a".repeat(40),
      PUBLIC_URL: "https://keraton.example",
      ...env,
    },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim(), dataDir };
}

/** Each line of the output as the JSON object it must be (a line that is not one fails). */
function jsonLines(output: string): { level: string; msg: string }[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

/** One fatal JSON line naming the setting, exit 1, no stack: a log collector reads it as one event. */
function expectOneSentence(result: { status: number | null; output: string }, setting: RegExp) {
  expect(result.status).toBe(1);
  const fatal = jsonLines(result.output).filter((line) => line.level === "fatal");
  expect(fatal).toHaveLength(1);
  expect(fatal[0]?.msg).toMatch(/^Server tidak dapat dimulai: /);
  expect(fatal[0]?.msg).toMatch(setting);
  expect(result.output).not.toMatch(/^\s+at |\.ts:\d+|node_modules|node:internal/m);
}

test("start-up failures are one sentence naming the setting: a port in use", async () => {
  const taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, "127.0.0.1", ok));
  const port = (taken.address() as AddressInfo).port;
  try {
    const result = failedStart({ PORT: String(port), HOST: "127.0.0.1" });
    expectOneSentence(result, new RegExp(`PORT ${port} sudah dipakai program lain`));
  } finally {
    taken.close();
  }
});

test("with several workers, a port in use is refused before the database is migrated or filled", async () => {
  const taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, "127.0.0.1", ok));
  const port = (taken.address() as AddressInfo).port;
  try {
    const result = failedStart({ PORT: String(port), HOST: "127.0.0.1", WORKERS: "2" });
    expectOneSentence(result, new RegExp(`PORT ${port} sudah dipakai program lain`));
    expect(result.output).not.toContain("Migrasi berjalan");
    expect(existsSync(join(result.dataDir, "keraton.db"))).toBe(false);
  } finally {
    taken.close();
  }
});

test("start-up failures are one sentence naming the setting: a HOST that is not this machine's", () => {
  expectOneSentence(
    failedStart({ PORT: "0", HOST: "bukan-nama-host.invalid" }),
    /HOST bukan-nama-host\.invalid tidak dikenal/,
  );
  // TEST-NET-1 (RFC 5737): never an address of this machine.
  expectOneSentence(
    failedStart({ PORT: "0", HOST: "192.0.2.1" }),
    /HOST 192\.0\.2\.1 bukan alamat mesin ini/,
  );
});

test("start-up failures are one sentence naming the setting: a DATA_DIR that is a file or cannot be written", () => {
  const parent = mkdtempSync(join(tmpdir(), "keraton-datadir-"));
  const file = join(parent, "berkas");
  writeFileSync(file, "");
  expectOneSentence(
    failedStart({ DATA_DIR: file }),
    /DATA_DIR \S+berkas adalah berkas, bukan folder/,
  );
  expectOneSentence(
    failedStart({ DATA_DIR: join(file, "data") }),
    /DATA_DIR \S+berkas\/data berada di bawah sebuah berkas/,
  );
  // A folder its user may not write to (root may write anywhere: then the server runs as nobody).
  const locked = join(parent, "terkunci");
  mkdirSync(locked, { mode: 0o555 });
  chmodSync(parent, 0o755);
  const asUser = process.getuid?.() === 0 ? "nobody" : undefined;
  expectOneSentence(
    failedStart({ DATA_DIR: locked }, { asUser }),
    /DATA_DIR \S+terkunci tidak dapat ditulis/,
  );
  rmSync(parent, { recursive: true, force: true });
});

test("start-up failures are one sentence naming the setting: a DATABASE_URL whose password holds / or #", () => {
  for (const url of [
    "postgres://keraton:rahasia/123@127.0.0.1:5432/keraton",
    "postgres://keraton:12#rahasia@127.0.0.1:5432/keraton",
  ]) {
    const result = failedStart({ DATABASE_URL: url });
    expectOneSentence(result, /DATABASE_URL: .*percent-encoding \(\/ → %2F, # → %23/);
    expect(result.output).not.toContain("rahasia");
  }
});
