import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

// Issue 29, item 20: a colleague who closes the form is gone from the notice at once, not a
// minute later.
describeEachDialect("presence: closing the form says so", (use) => {
  let sari: SignedIn;
  let budi: SignedIn;
  beforeAll(async () => {
    sari = await use().signIn("editor", { name: "Sari" });
    budi = await use().signIn("admin", { name: "Budi" });
  });
  const call = (method: "POST" | "DELETE", who: SignedIn, json: unknown) =>
    use().call(method, "/api/penyuntingan", { token: who.token, json });

  it("DELETE takes the closer off the list of the thing they closed, and only that", async () => {
    const item = { jenis: "informasi", id: 41 };
    const other = { jenis: "informasi", id: 42 };
    await call("POST", sari, item);
    await call("POST", sari, other);
    expect((await body(await call("POST", budi, item))).lainnya).toHaveLength(1);

    const left = await call("DELETE", sari, item);
    expect(left.status).toBe(204);
    expect((await body(await call("POST", budi, item))).lainnya).toEqual([]);
    // She still has the other one open; and Budi, still in the form, is listed to her.
    expect((await body(await call("POST", budi, other))).lainnya).toEqual([
      { nama: "Sari", sejak: expect.any(String) },
    ]);
    expect((await body(await call("POST", sari, item))).lainnya).toEqual([
      { nama: "Budi", sejak: expect.any(String) },
    ]);
  });

  it("refuses a DELETE naming no valid thing with a 400, and a visitor with a 401", async () => {
    const bad = await call("DELETE", sari, { jenis: "berita", id: 1 });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toHaveProperty("jenis");
    const visitor = await use().call("DELETE", "/api/penyuntingan", {
      json: { jenis: "informasi", id: 1 },
    });
    expect(visitor.status).toBe(401);
  });
});
