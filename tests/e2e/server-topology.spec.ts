import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { imageVariantPath } from "../../common/images.ts";
import { makeImage } from "../support/images.ts";
import type { RunningNginx } from "../support/nginx-process.ts";
import { E2E_ADMIN, type RunningServer } from "../support/server-process.ts";
import { readSteadily } from "../support/steady-reads.ts";
import {
  renameNewestInformasi,
  showsInformasi,
  startTopology,
  type Topology,
} from "../support/topology.ts";

// One PostgreSQL, three server copies and Debian's nginx with deploy/nginx.conf, all on loopback.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let topology: Topology;
let nginx: RunningNginx;
let copies: RunningServer[];
let token: string;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a first start seeds the demo site, then two more copies start
  topology = await startTopology(3);
  ({ nginx, copies } = topology);
  const login = await fetch(`${nginx.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  token = (await login.json()).token;
});

test.afterAll(async () => {
  await topology?.stop();
});

/** Polls until `check` holds; answers how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A login from a given loopback address, as a visitor on another machine would be to nginx. */
function loginFrom(localAddress: string, password: string): Promise<number> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      `${nginx.url}/api/login`,
      { method: "POST", localAddress, headers: { "content-type": "application/json" } },
      (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      },
    );
    req.on("error", fail);
    req.end(JSON.stringify({ username: E2E_ADMIN.username, password }));
  });
}

test("a photo uploaded through the first copy is served by the second and the third", async () => {
  const form = new FormData();
  form.set("judul", "Kirab Panjang Jimat");
  form.set("tanggal", "2026-09-15");
  form.set("gambar", new Blob([new Uint8Array(await makeImage("jpeg"))]), "kirab.jpg");
  const created = await fetch(`${copies[0].url}/api/dokumentasi`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  const path: string = (await created.json()).data.gambar;
  const original = await (await fetch(`${copies[0].url}${path}`)).arrayBuffer();

  for (const copy of [copies[1], copies[2]]) {
    const res = await fetch(`${copy.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(original))).toBe(true);
    const variant = await fetch(`${copy.url}${imageVariantPath(path, 480)}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
  }
  const throughNginx = await fetch(`${nginx.url}${path}`);
  expect(throughNginx.status).toBe(200);
  expect(throughNginx.headers.get("cache-control")).toContain("immutable");
});

test("a photo staff delete is gone from nginx within a minute", async () => {
  const form = new FormData();
  form.set("judul", "Foto yang akan dihapus");
  form.set("tanggal", "2026-09-16");
  form.set("gambar", new Blob([new Uint8Array(await makeImage("jpeg"))]), "hapus.jpg");
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${nginx.url}/api/dokumentasi`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  expect(created.status).toBe(201);
  const { id, gambar: path } = (await created.json()).data;
  const urls = [`${nginx.url}${path}`, `${nginx.url}${imageVariantPath(path, 480)}`];
  // Visitors have seen it: nginx answers it from its own cache.
  for (const url of urls) {
    expect((await fetch(url)).status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache-status")).toBe("HIT");
  }

  expect(
    (await fetch(`${nginx.url}/api/dokumentasi/${id}`, { method: "DELETE", headers: auth })).ok,
  ).toBe(true);
  const gone = async (url: string) => (await fetch(url)).status === 404;
  await Promise.all(urls.map((url) => within(60_000, () => gone(url))));
});

const renameNewest = (through: RunningServer, judul: string) =>
  renameNewestInformasi(through.url, token, judul);
const shows = (copy: RunningServer, text: string) => showsInformasi(copy.url, text);

test("an article edited through the third copy shows on the first and second within a second", async () => {
  // Both copies have the list page and the API answer cached before the edit.
  for (const copy of [copies[0], copies[1]]) await shows(copy, "");
  const judul = `Kabar dari salinan ketiga ${randomBytes(3).toString("hex")}`;
  await renameNewest(copies[2], judul);
  await Promise.all([copies[0], copies[1]].map((copy) => within(1000, () => shows(copy, judul))));
});

test("five wrong passwords lock out the guesser behind nginx, not everyone else", async () => {
  for (let i = 0; i < 5; i++) expect(await loginFrom("127.0.0.2", "tebakan-salah")).toBe(401);
  expect(await loginFrom("127.0.0.2", E2E_ADMIN.password)).toBe(429);
  expect(await loginFrom("127.0.0.3", E2E_ADMIN.password)).toBe(200);
});

test("a copy killed under a steady read load costs no visitor a failed read", async () => {
  const runs = Promise.all(
    ["/", "/api/informasi"].map((path) => readSteadily(`${nginx.url}${path}`, 8, 5000)),
  );
  await new Promise((r) => setTimeout(r, 1500));
  await copies[1].kill();
  for (const result of await runs) {
    expect(result.total).toBeGreaterThan(50);
    expect(result.failed).toBe(0);
    expect(result.non2xx).toBe(0);
  }
});

test("the killed copy, restarted, rejoins and serves fresh pages", async () => {
  const judulWhileDown = `Ditulis saat salinan mati ${randomBytes(3).toString("hex")}`;
  await renameNewest(copies[0], judulWhileDown);
  const restarted = await topology.startCopy(1);
  expect(await shows(restarted, judulWhileDown)).toBe(true);
  // It listens again: the next change elsewhere reaches it within a second.
  const judul = `Sesudah kembali ${randomBytes(3).toString("hex")}`;
  await renameNewest(copies[2], judul);
  await within(1000, () => shows(restarted, judul));
  for (let i = 0; i < 6; i++) expect((await fetch(`${nginx.url}/informasi`)).status).toBe(200);
});
