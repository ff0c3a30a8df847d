// A visitor gets the same answer, header for header, whether a cached page comes from the fast
// path (answered before the app: server/http/fast-path.ts) or from the app itself.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";

test.describe.configure({ mode: "serial", timeout: 150_000 });

type Raw = { status: number; rawHeaders: string[]; body: Buffer };

function send(url: string, method: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part) => parts.push(part));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(parts),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Header lines as sent; the date and the request id differ on every answer, so are blanked. */
const comparable = (raw: Raw) =>
  raw.rawHeaders.map((value, i) => {
    const name = raw.rawHeaders[i - 1]?.toLowerCase();
    return i % 2 === 1 && (name === "date" || name === "x-request-id") ? "…" : value;
  });
const header = (raw: Raw, name: string) =>
  raw.rawHeaders[raw.rawHeaders.findIndex((h) => h.toLowerCase() === name) + 1];

let server: RunningServer;
let token = "";

test.beforeAll(async () => {
  // The demo content's pictures take a while to make on a busy machine.
  server = await startServer({ seed: "demo", readyWithinMs: 120_000 });
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
});
test.afterAll(async () => {
  await server.stop();
});

/** A staff save: every cached page is made afresh on its next request, by the app. */
async function save(text: string) {
  const res = await fetch(`${server.url}/api/visi_misi`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ type: "visi", content: `<p>${text}</p>` }),
  });
  expect(res.status).toBeLessThan(300);
}

test("every kind of cached page reads the same, header for header, from memory as when just made", async () => {
  const list = (await (await fetch(`${server.url}/api/informasi`)).json()) as Array<{
    slug: string;
  }>;
  const docs = (await (await fetch(`${server.url}/api/dokumentasi`)).json()) as Array<{
    slug: string;
  }>;
  const pages = [
    "/",
    "/informasi",
    `/informasi/${list[0]?.slug}`,
    `/kegiatan/${docs[0]?.slug}`,
    "/contact",
    "/en",
    "/sitemap.xml",
    "/rss.xml",
    "/robots.txt",
  ];
  let saves = 0;
  for (const path of pages) {
    const made = await send(`${server.url}${path}`, "GET", {});
    expect(made.status, path).toBe(200);
    const etag = header(made, "etag");
    for (const [method, headers] of [
      ["GET", { "accept-encoding": "gzip, br" }],
      ["GET", { "accept-encoding": "gzip" }],
      ["GET", {}],
      ["HEAD", { "accept-encoding": "gzip, br" }],
      ["GET", { "if-none-match": etag }],
    ] as Array<[string, Record<string, string>]>) {
      // The same text on every save: the page is made again, with the same ETag.
      await save(`Visi ${saves++ % 1}`);
      const justMade = await send(`${server.url}${path}`, method, headers);
      const fromMemory = await send(`${server.url}${path}`, method, headers);
      const what = `${method} ${path} ${JSON.stringify(headers)}`;
      expect(fromMemory.status, what).toBe(justMade.status);
      expect(comparable(fromMemory), what).toEqual(comparable(justMade));
      expect(fromMemory.body.equals(justMade.body), what).toBe(true);
      // A cached page runs no inline script: its CSP names no nonce.
      expect(header(fromMemory, "content-security-policy"), what).toContain("script-src 'self';");
    }
  }
});
