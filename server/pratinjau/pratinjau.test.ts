import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { readPratinjau } from "./pratinjau.service.ts";

describeEachDialect("preview links of drafts", (use) => {
  let editor: SignedIn;
  let draft: { id: number; slug: string };
  beforeAll(async () => {
    editor = await use().signIn("editor");
    const res = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Draf Untuk Dilihat", status: "draf" }),
    });
    draft = (await body(res)).data;
  });
  const ask = (json: unknown, token = editor.token) =>
    use().call("POST", "/api/pratinjau", { token, json });
  const ticketOf = (url: string) => new URL(url, "http://x").searchParams.get("pratinjau") ?? "";
  const read = (ticket: string) => readPratinjau(use().deps.db, use().deps.secret, ticket);

  it("answers the public page's path with a ticket that opens that one item", async () => {
    const res = await ask({ jenis: "informasi", id: draft.id });
    expect(res.status).toBe(200);
    const { url } = await body(res);
    expect(url).toMatch(
      new RegExp(`^/informasi/${draft.slug}\\?pratinjau=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    expect(await read(ticketOf(url))).toEqual({ jenis: "informasi", id: draft.id });
  });

  it("a documentation preview points at /kegiatan/", async () => {
    const res = await use().call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form({ judul: "Kegiatan Draf", tanggal: "2026-09-01", status: "draf" }),
    });
    const item = (await body(res)).data;
    const { url } = await body(await ask({ jenis: "dokumentasi", id: item.id }));
    expect(url.startsWith(`/kegiatan/${item.slug}?pratinjau=`)).toBe(true);
  });

  it("a ticket is no session token, and a session token is no ticket", async () => {
    const { url } = await body(await ask({ jenis: "informasi", id: draft.id }));
    const ticket = ticketOf(url);
    const asToken = await use().call("GET", "/api/riwayat", { token: ticket });
    expect(asToken.status).toBe(401);
    const staffRead = await use().call("GET", `/api/informasi/${draft.id}`, { token: ticket });
    expect(staffRead.status).toBe(404);
    expect(await read(editor.token)).toBeUndefined();
    expect(await read(`${ticket.slice(0, -2)}xx`)).toBeUndefined();
  });

  it("answers 404 for an item that does not exist and 400 for a bad request", async () => {
    expect((await ask({ jenis: "informasi", id: 999_999 })).status).toBe(404);
    const bad = await ask({ jenis: "halaman", id: "x" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await body(bad)).errors)).toEqual(expect.arrayContaining(["jenis", "id"]));
    expect(
      (await use().call("POST", "/api/pratinjau", { json: { jenis: "informasi", id: draft.id } }))
        .status,
    ).toBe(401);
  });

  it("a password change of its staff member ends the ticket", async () => {
    const other = await use().signIn("editor");
    const { url } = await body(await ask({ jenis: "informasi", id: draft.id }, other.token));
    expect(await read(ticketOf(url))).toBeDefined();
    await use().call("POST", "/api/akun/password", {
      token: other.token,
      json: { password_lama: other.password, password_baru: "sandi-baru-sekali" },
    });
    expect(await read(ticketOf(url))).toBeUndefined();
  });
});
