// The app behind Node's own HTTP server, as in production: headers read from what Node parsed,
// bodies counted as they arrive, answers from memory written from one plain header record.
import type { Server } from "node:http";
import { request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type SignedIn } from "../../tests/support/test-app.ts";
import { listen } from "./listen.ts";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let context: Awaited<ReturnType<typeof createTestContext>>;
let server: Server;
let port = 0;
let admin: SignedIn;

beforeAll(async () => {
  context = await createTestContext("sqlite");
  admin = await context.signIn("admin");
  server = listen({ fetch: context.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    port = info.port;
  }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await context.close();
});

/** One request over a socket, with exactly the headers given (fetch would add its own). */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  chunks: Buffer[] = [],
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part) => parts.push(part));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const json = (raw: Raw) =>
  JSON.parse(
    (raw.headers["content-encoding"] === "br"
      ? brotliDecompressSync(raw.body)
      : raw.body
    ).toString(),
  );

describe("over a real socket", () => {
  it("a public read from memory carries every security header, a CSP with no nonce (it runs no script) and its own request id", async () => {
    const first = await send("GET", "/api/settings", { "accept-encoding": "br" });
    const second = await send("GET", "/api/settings", { "accept-encoding": "br" });
    for (const raw of [first, second]) {
      expect(raw.status).toBe(200);
      expect(raw.headers["content-encoding"]).toBe("br");
      expect(raw.headers["cache-control"]).toBe("no-store");
      expect(raw.headers.vary).toBe("Accept-Encoding, Authorization");
      expect(raw.headers["x-frame-options"]).toBe("DENY");
      expect(raw.headers["x-content-type-options"]).toBe("nosniff");
      expect(raw.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(raw.headers["content-security-policy"]).toMatch(
        /^default-src 'self';.*frame-ancestors 'none';.*script-src 'self';/,
      );
      expect(raw.headers["content-security-policy"]).not.toContain("nonce");
      expect(raw.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(json(second)).toEqual(json(first));
    expect(second.headers.etag).toBe(first.headers.etag);

    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);

    const unchanged = await send("GET", "/api/settings", {
      "if-none-match": String(first.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toHaveLength(0);
  });

  it("a staff read with a token reaches the handler, and a proxy's plain request id is kept", async () => {
    const staff = await send("GET", "/api/settings", {
      authorization: `Bearer ${admin.token}`,
      "x-request-id": "dari-nginx-123",
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.etag).toBeUndefined(); // not the cached answer
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect(staff.headers["x-request-id"]).toBe("dari-nginx-123");
    const odd = await send("GET", "/api/settings", { "x-request-id": "<script>" });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a 5 MB body on a route without an image answers 413, whether its length is declared or not", async () => {
    const fiveMb = Buffer.alloc(5 * 1024 * 1024, "a");
    const headers = { authorization: `Bearer ${admin.token}`, "content-type": "application/json" };
    const declared = await send(
      "POST",
      "/api/visi_misi",
      { ...headers, "content-length": String(fiveMb.length) },
      [fiveMb],
    );
    expect(declared.status).toBe(413);
    expect(json(declared)).toEqual({ message: "Ukuran data terlalu besar" });
    const chunked = await send(
      "POST",
      "/api/visi_misi",
      { ...headers, "transfer-encoding": "chunked" },
      [fiveMb.subarray(0, 1024 * 1024), fiveMb.subarray(1024 * 1024)],
    );
    expect(chunked.status).toBe(413);

    const small = Buffer.from(JSON.stringify({ type: "visi", content: "Visi lewat soket" }));
    const saved = await send("POST", "/api/visi_misi", headers, [small]);
    expect(saved.status).toBe(200);
    expect(json(await send("GET", "/api/visi_misi/visi")).content).toBe("Visi lewat soket");
  });
});
