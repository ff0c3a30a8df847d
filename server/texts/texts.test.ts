import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** visi/misi under /api/visi_misi, sejarah/silsilah under /api/sejarah_istilah. */
const GROUPS = [
  { path: "/api/visi_misi", types: ["visi", "misi"], foreign: ["sejarah", "silsilah"] },
  { path: "/api/sejarah_istilah", types: ["sejarah", "silsilah"], foreign: ["visi", "misi"] },
] as const;

describeEachDialect("texts API (visi, misi, sejarah, silsilah)", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const save = (path: string, json: unknown) =>
    use().call("POST", path, { token: admin.token, json });

  for (const group of GROUPS) {
    it.each(group.types)(
      `${group.path}/%s answers {type, content: "", versi: 0} before anything is saved`,
      async (type) => {
        const res = await use().call("GET", `${group.path}/${type}`);
        expect(res.status).toBe(200);
        expect(await body(res)).toEqual({ type, content: "", versi: 0 });
      },
    );

    it.each(group.types)(
      `${group.path}: saves %s, reads it back as one object, and overwrites it`,
      async (type) => {
        const first = await save(group.path, { type, content: `<p>${type} pertama</p>` });
        expect(first.status).toBe(200);
        expect(await body(first)).toMatchObject({ message: "Data berhasil disimpan", type });
        expect(await body(await use().call("GET", `${group.path}/${type}`))).toEqual({
          type,
          content: `<p>${type} pertama</p>`,
          versi: 1,
        });
        await save(group.path, { type, content: `<p>${type} kedua</p>` });
        expect((await body(await use().call("GET", `${group.path}/${type}`))).content).toBe(
          `<p>${type} kedua</p>`,
        );
      },
    );

    it.each([...group.foreign, "tujuan", "VISI", "%20"])(
      `${group.path}/%s is a 404 JSON answer`,
      async (type) => {
        const res = await use().call("GET", `${group.path}/${type}`);
        expect(res.status).toBe(404);
        expect(await body(res)).toEqual({ message: expect.any(String) });
      },
    );

    it(`${group.path}: an unknown or foreign type on save is a 400 that changes nothing`, async () => {
      const before = await snapshotState(use());
      for (const type of [...group.foreign, "tujuan", "", undefined]) {
        const res = await save(group.path, { type, content: "<p>tidak boleh</p>" });
        expect(res.status).toBe(400);
        expect((await body(res)).errors).toHaveProperty("type");
      }
      expect(await snapshotState(use())).toEqual(before);
    });

    it(`${group.path}: missing content or a body that is not JSON is a 400`, async () => {
      const missing = await save(group.path, { type: group.types[0] });
      expect(missing.status).toBe(400);
      expect((await body(missing)).errors).toHaveProperty("content");
      const broken = await use().call("POST", group.path, {
        token: admin.token,
        headers: { "content-type": "application/json" },
      });
      expect(broken.status).toBe(400);
      expect(await body(broken)).toEqual({ message: expect.any(String) });
    });
  }

  it("an empty content is allowed and clears the text", async () => {
    await save("/api/visi_misi", { type: "misi", content: "<p>ada</p>" });
    const res = await save("/api/visi_misi", { type: "misi", content: "" });
    expect(res.status).toBe(200);
    expect((await body(await use().call("GET", "/api/visi_misi/misi"))).content).toBe("");
  });
});
