import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { log as processLog } from "../log/logger.ts";
import { type ApiError, handleError, parseInput } from "./errors.ts";

/** Nothing of the server's insides may leak into an answer. */
const LEAK =
  /\bat \S+ \(|\.ts:\d|node_modules|\bselect\b|\binsert\b|\bupdate "|sqlite|postgres|\/tmp\/|\/work\//i;

async function expectErrorJson(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(LEAK);
  const answer = JSON.parse(text);
  expect(answer.message).toEqual(expect.any(String));
  expect(answer.message.length).toBeGreaterThan(0);
  expect(Object.keys(answer).filter((k) => k !== "message" && k !== "errors")).toEqual([]);
  return answer;
}

const WEIRD_SLUGS = [
  "%00",
  "a%00b",
  "%27%3B%20drop%20table%20informasi%3B--",
  "..%2F..%2Fetc%2Fpasswd",
  "%E0%A4%A",
  "%F0%9F%98%80",
  "x".repeat(2000), // longer addresses answer 414: request-limits.test.ts
];

/** zod's and Hono's built-in English texts. */
const ENGLISH =
  /\b(invalid|expected|received|required|too (big|small)|unauthorized|forbidden|not found|error)\b/i;

describe("messages of checks and exceptions that bring no text of ours", () => {
  it("a zod issue without a message of its own is answered in Indonesian", () => {
    const schema = z.object({
      nama: z.string().max(3),
      umur: z.number().min(1),
      list: z.array(z.string()).max(1),
    });
    let refusal: unknown;
    try {
      parseInput(schema, { nama: "abcd", umur: "x", list: ["a", "b"] });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toMatchObject({
      status: 400,
      errors: { nama: "Maksimal 3 karakter", umur: "Isian tidak valid", list: "Maksimal 1 item" },
    });
    expect(JSON.stringify((refusal as ApiError).errors)).not.toMatch(ENGLISH);
  });

  it.each([400, 401, 403, 404, 405, 413, 415, 429, 500, 503] as const)(
    "a library HTTPException %i answers its status with an Indonesian message",
    async (status) => {
      const app = new Hono().onError(handleError).get("/", () => {
        throw new HTTPException(status, { message: "Something English went wrong" });
      });
      const res = await app.request("/");
      expect(res.status).toBe(status);
      const answer = await res.json();
      expect(Object.keys(answer)).toEqual(["message"]);
      expect(answer.message).not.toMatch(ENGLISH);
      expect(answer.message).not.toContain("Something");
    },
  );
});

describeEachDialect("error answers", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    await createInformasiItem(use(), { judul: "Tetap Ada" });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(WEIRD_SLUGS)("a weird slug %# answers 404 JSON on every slug call", async (slug) => {
    await expectErrorJson(await use().call("GET", `/api/dokumentasi/${slug}`), 404);
    await expectErrorJson(await use().call("GET", `/api/informasi/slug/${slug}`), 404);
    await expectErrorJson(
      await use().call("POST", `/api/informasi/${slug}/increment-view`, { json: {} }),
      404,
    );
    const list = await body(await use().call("GET", "/api/informasi"));
    expect(list.map((i: { judul: string }) => i.judul)).toContain("Tetap Ada");
  });

  it.each(["2147483648", "99999999999", "999999999999999999999999", "1e5", "0x10", "%00"])(
    "an id that cannot exist (%s) answers 404 JSON",
    async (id) => {
      await expectErrorJson(await use().call("GET", `/api/informasi/${id}`), 404);
      await expectErrorJson(
        await use().call("DELETE", `/api/dokumentasi/${id}`, { token: admin.token }),
        404,
      );
      await expectErrorJson(
        await use().call("DELETE", `/api/users/${id}`, { token: admin.token }),
        404,
      );
    },
  );

  it("a body that is not JSON answers 400 JSON", async () => {
    for (const path of ["/api/login", "/api/users", "/api/visi_misi", "/api/sejarah_istilah"]) {
      for (const raw of ["{", "nama=admin", "", '{"a":1}}']) {
        const res = await use().app.request(path, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
          body: raw,
        });
        await expectErrorJson(res, 400);
      }
    }
  });

  it("a JSON body that is not an object answers 400 in Indonesian on every JSON call, changing nothing", async () => {
    const calls = [
      ["POST", "/api/login"],
      ["POST", "/api/users"],
      ["PUT", `/api/users/${admin.id}`],
      ["POST", "/api/visi_misi"],
      ["POST", "/api/sejarah_istilah"],
    ];
    const before = await snapshotState(use());
    for (const json of [null, [], "x", 5, true]) {
      for (const [method, path] of calls) {
        const res = await use().call(method, path, { token: admin.token, json });
        const answer = await expectErrorJson(res, 400);
        expect(answer).toEqual({ message: "Data yang dikirim tidak valid" });
      }
    }
    expect(await snapshotState(use())).toEqual(before);
  });

  it("a field answer names the field in Indonesian", async () => {
    const res = await use().call("POST", "/api/login", {
      json: { username: "u".repeat(300), password: "x" },
    });
    const answer = await expectErrorJson(res, 400);
    expect(answer).toEqual({
      message: "Username maksimal 200 karakter",
      errors: { username: "Username maksimal 200 karakter" },
    });
  });

  it("text with a NUL character answers 400 on JSON and form calls, and stores nothing", async () => {
    const nul = "a\u0000b";
    await expectErrorJson(
      await use().call("POST", "/api/login", { json: { username: nul, password: "x" } }),
      400,
    );
    await expectErrorJson(
      await use().call("POST", "/api/users", {
        token: admin.token,
        json: { name: nul, username: "nul.user", password: "sandi-panjang", role: "editor" },
      }),
      400,
    );
    await expectErrorJson(
      await use().call("POST", "/api/visi_misi", {
        token: admin.token,
        json: { type: "visi", content: nul },
      }),
      400,
    );
    await expectErrorJson(
      await use().call("POST", "/api/informasi", {
        token: admin.token,
        form: form({ judul: nul }),
      }),
      400,
    );
    await expectErrorJson(
      await use().call("POST", "/api/settings/update", {
        token: admin.token,
        form: form({ Alamat: nul }),
      }),
      400,
    );
    expect((await body(await use().call("GET", "/api/visi_misi/visi"))).content).toBe("");
    expect((await body(await use().call("GET", "/api/settings"))).Alamat).toBe("");
  });

  it("a form call with a body that is not a form answers 400 JSON", async () => {
    await expectErrorJson(
      await use().call("POST", "/api/informasi", { token: admin.token, json: { judul: "JSON" } }),
      400,
    );
    const garbage = await use().app.request("/api/dokumentasi", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=xyz",
        authorization: `Bearer ${admin.token}`,
      },
      body: "--abc\r\nbukan multipart\r\n",
    });
    await expectErrorJson(garbage, 400);
  });

  it("a JSON body over 1 MB answers 413 JSON; one just under is read (and validated)", async () => {
    const post = (content: string) =>
      use().app.request("/api/visi_misi", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ type: "visi", content }),
      });
    const over = await expectErrorJson(await post("x".repeat(1024 * 1024 + 10)), 413);
    expect(over).toEqual({ message: "Ukuran data terlalu besar" });
    const under = await expectErrorJson(await post("x".repeat(1000 * 1000)), 400);
    expect(under.errors).toHaveProperty("content");
  });

  it("a multipart body over 10.5 MB answers 413, whatever the case of its content type", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    for (const type of ["multipart/form-data", "Multipart/Form-Data"]) {
      const data = form(
        { judul: "Besar", tanggal: "2026-01-01" },
        { gambar: new File([big], "b.jpg") },
      );
      const encoded = new Response(data);
      const res = await use().app.request("/api/dokumentasi", {
        method: "POST",
        headers: {
          "content-type": (encoded.headers.get("content-type") ?? "").replace(
            "multipart/form-data",
            type,
          ),
          authorization: `Bearer ${admin.token}`,
        },
        body: await encoded.arrayBuffer(),
      });
      expect(await expectErrorJson(res, 413)).toEqual({ message: "Ukuran gambar melebihi 10 MB" });
    }
  });

  it("an unknown API path or method answers 404 JSON", async () => {
    await expectErrorJson(await use().call("GET", "/api/tidak-ada"), 404);
    await expectErrorJson(await use().call("GET", "/api"), 404);
    await expectErrorJson(
      await use().call("PATCH", "/api/informasi/1", { token: admin.token, json: {} }),
      404,
    );
    await expectErrorJson(
      await use().call("POST", "/api/settings", { token: admin.token, json: {} }),
      404,
    );
  });

  it("an unexpected failure answers 500 with a plain message and logs it with a request id", async () => {
    const log = vi.spyOn(processLog, "error").mockImplementation(() => undefined);
    await sql`drop table texts`.execute(use().deps.db);
    // Behind the app's back: tell its caches, as every write through the app does.
    use().deps.contentChanges.announce();
    // A staff read: never answered from the public cache (a visitor would get the last good
    // answer while the database is away, decision 014).
    const { token } = await use().signIn("admin");
    const res = await use().call("GET", "/api/visi_misi/visi", { token });
    const answer = await expectErrorJson(res, 500);
    expect(answer).toEqual({ message: "Terjadi kesalahan server" });
    expect(log).toHaveBeenCalledTimes(1);
    const [fields, message] = log.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("Permintaan gagal");
    expect(fields).toMatchObject({ method: "GET", path: "/api/visi_misi/visi" });
    expect(fields.err).toBeInstanceOf(Error);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(fields.requestId).toBe(res.headers.get("x-request-id"));
  });
});
