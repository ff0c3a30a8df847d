import { beforeAll, describe, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { createInformasiItem } from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { isJsonType } from "./json-only.ts";

const REQUEST = {
  nama: "Ibu Sari",
  instansi: "",
  tanggal: todayInJakarta(),
  jumlah: 20,
  telepon: "081234567890",
};

describeEachDialect("JSON routes take JSON only", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const post = (path: string, contentType: string | undefined, content: string) =>
    use().app.request(path, {
      method: "POST",
      headers: contentType ? { "content-type": contentType } : {},
      body: content,
    });

  it("a cross-site text/plain visit request answers 415 in Indonesian and stores nothing", async () => {
    const before = await snapshotState(use());
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const res = await post("/api/reservasi", type, JSON.stringify(REQUEST));
      expect(res.status, String(type)).toBe(415);
      expect(await body(res)).toEqual({
        message: "Data harus dikirim dalam format JSON (Content-Type: application/json)",
      });
    }
    expect(await snapshotState(use())).toEqual(before);
  });

  it("a text/plain or bodiless view count answers 415 and counts nothing; JSON counts", async () => {
    const item = await createInformasiItem(use(), { views: 7 });
    const path = `/api/informasi/${item.slug}/increment-view`;
    expect((await post(path, "text/plain", "")).status).toBe(415);
    expect((await use().app.request(path, { method: "POST" })).status).toBe(415);
    // Read where staff read it: public answers follow views only once a minute (decision 015).
    const views = async () =>
      Number(
        (
          await use()
            .deps.db.selectFrom("informasi")
            .select("views")
            .where("id", "=", item.id)
            .executeTakeFirstOrThrow()
        ).views,
      );
    expect(await views()).toBe(7);
    const counted = await post(path, "application/json", "");
    expect(counted.status).toBe(200);
    expect(await views()).toBe(8);
  });

  it("JSON with a charset is JSON; image forms stay multipart", async () => {
    const login = await post(
      "/api/login",
      "application/json; charset=UTF-8",
      JSON.stringify({ username: "tidak-ada", password: "salah-sekali" }),
    );
    expect(login.status).toBe(401);
    const form = new FormData();
    form.set("judul", "Kabar multipart");
    form.set("tanggal", todayInJakarta());
    form.set("deskripsi", "<p>Isi</p>");
    const created = await use().call("POST", "/api/informasi", { token: admin.token, form });
    expect(created.status).toBe(201);
  });
});

describe("isJsonType", () => {
  it("reads the media type, whatever its case and parameters", () => {
    expect(isJsonType("application/json")).toBe(true);
    expect(isJsonType("Application/JSON; charset=utf-8")).toBe(true);
    expect(isJsonType("text/plain")).toBe(false);
    expect(isJsonType("application/json-patch+json")).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });
});
