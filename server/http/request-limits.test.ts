import { beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeOversizedFile } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { MAX_ADDRESS_LENGTH } from "./address-length-limit.ts";
import { takesImage } from "./route-body-limit.ts";

const FIVE_MB = 5 * 1024 * 1024;
const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describeEachDialect("requests that would cost too much", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });

  const post = (path: string, content: string | ArrayBuffer, type: string) =>
    use().app.request(path, {
      method: "POST",
      headers: { "content-type": type, authorization: `Bearer ${admin.token}` },
      body: content,
    });

  it("an address over 2,048 characters answers 414: JSON for the API, a short text for pages", async () => {
    const api = await use().call("GET", `/api/informasi/${"a".repeat(MAX_ADDRESS_LENGTH)}`);
    expect(api.status).toBe(414);
    expect(await body(api)).toEqual({ message: "Alamat terlalu panjang" });

    const page = await use().call("GET", `/${"/".repeat(16_000)}`);
    expect(page.status).toBe(414);
    expect(await page.text()).toBe("Alamat terlalu panjang");

    const longQuery = await use().call("GET", `/api/informasi?q=${"x".repeat(2100)}`);
    expect(longQuery.status).toBe(414);
  });

  it("an address of exactly 2,048 characters is still served", async () => {
    const path = `/api/informasi/${"a".repeat(MAX_ADDRESS_LENGTH - "/api/informasi/".length)}`;
    expect(path).toHaveLength(MAX_ADDRESS_LENGTH);
    const res = await use().call("GET", path);
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: expect.stringMatching(/tidak ditemukan/) });
  });

  it("a login of 200,000 nested brackets answers 400, not a server error", async () => {
    const res = await post("/api/login", nestedArrays(200_000), "application/json");
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      message: "Data terlalu bertingkat (paling banyak 64 tingkat)",
    });
  });

  it("JSON nested 65 levels answers 400 and changes nothing; 64 levels is read as usual", async () => {
    const deep = `{"type":"visi","content":"Visi baru","x":${nestedArrays(64)}}`;
    const refused = await post("/api/visi_misi", deep, "application/json");
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toMatch(/bertingkat/);
    expect((await body(await use().call("GET", "/api/visi_misi/visi"))).content).not.toBe(
      "Visi baru",
    );

    const allowed = `{"type":"visi","content":"Visi baru","x":${nestedArrays(63)}}`;
    expect((await post("/api/visi_misi", allowed, "application/json")).status).toBe(200);
    expect((await body(await use().call("GET", "/api/visi_misi/visi"))).content).toBe("Visi baru");
  });

  it("a 5 MB body labelled multipart on a route without an image answers 413", async () => {
    const fiveMbJson = JSON.stringify({ username: "x".repeat(FIVE_MB), password: "y" });
    for (const path of ["/api/login", "/api/visi_misi", "/api/users"]) {
      const res = await post(path, fiveMbJson, "multipart/form-data; boundary=xyz");
      expect(res.status).toBe(413);
      expect(await body(res)).toEqual({ message: "Ukuran data terlalu besar" });
    }
  });

  it("a 5 MB picture is still accepted on a route that takes an image", async () => {
    const encoded = new Response(
      form(
        { judul: "Foto besar", tanggal: "2026-02-01", deskripsi: "<p>Foto</p>" },
        { gambar: imageFile(await makeOversizedFile(FIVE_MB)) },
      ),
    );
    const res = await post(
      "/api/dokumentasi",
      await encoded.arrayBuffer(),
      encoded.headers.get("content-type") ?? "",
    );
    expect(res.status).toBe(201);
  });
});

describe("routes that take an image", () => {
  it("are exactly the upload routes of CONTRACT", () => {
    for (const [method, path] of [
      ["POST", "/api/informasi"],
      ["PUT", "/api/informasi/12"],
      ["POST", "/api/dokumentasi"],
      ["PUT", "/api/dokumentasi/3"],
      ["POST", "/api/dokumentasi/3/galeri"],
      ["POST", "/api/hero"],
      ["PUT", "/api/hero/1"],
      ["POST", "/api/settings/update"],
    ]) {
      expect(takesImage(method, path), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ["POST", "/api/login"],
      ["POST", "/api/informasi/berita/increment-view"],
      ["PUT", "/api/informasi"],
      ["POST", "/api/visi_misi"],
      ["PUT", "/api/users/1"],
      ["POST", "/api/reservasi"],
    ]) {
      expect(takesImage(method, path), `${method} ${path}`).toBe(false);
    }
  });
});
