import { beforeAll, expect, it } from "vitest";
import { DESK_THINGS, readThing as read } from "../../tests/support/desk-things.ts";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("versi: no silent overwrites", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin", { name: "Sari" });
  });

  for (const thing of DESK_THINGS) {
    it(`${thing.name}: answers versi, raises it on each save, and refuses a stale one with 409 naming who and when`, async () => {
      const ctx = use();
      const path = await thing.prepare(ctx, admin);
      const opened = (await read(ctx, admin, path)).versi;
      expect(Number.isInteger(opened)).toBe(true);

      // Sari saves with the version she opened: accepted, and the version goes up by one.
      const first = await thing.write(ctx, admin, "pertama", opened);
      expect(first.status).toBe(200);
      const afterFirst = await read(ctx, admin, path);
      expect(afterFirst.versi).toBe(opened + 1);

      // A colleague who opened the same version saves later: refused, nothing changed.
      const before = await snapshotState(ctx);
      const stale = await thing.write(ctx, admin, "kedua", opened);
      expect(stale.status).toBe(409);
      const answer = await body(stale);
      expect(answer.versi).toBe(opened + 1);
      expect(answer.message).toMatch(
        /^Sudah diubah oleh Sari pada \d{1,2} [A-Z][a-z]+ \d{4} \d{2}\.\d{2}\. /,
      );
      expect(await snapshotState(ctx)).toEqual(before);
      expect(thing.wordOf(await read(ctx, admin, path))).toContain("pertama");

      // Saving over it knowingly, with the current version, goes through.
      const knowingly = await thing.write(ctx, admin, "ketiga", answer.versi);
      expect(knowingly.status).toBe(200);
      const now = await read(ctx, admin, path);
      expect(thing.wordOf(now)).toContain("ketiga");
      expect(now.versi).toBe(opened + 2);

      // Without versi a save behaves as before (and still raises the version).
      expect((await thing.write(ctx, admin, "keempat")).status).toBe(200);
      expect((await read(ctx, admin, path)).versi).toBe(opened + 3);
    });

    it(`${thing.name}: a versi that is not a whole number is a 400 in Indonesian that changes nothing`, async () => {
      const ctx = use();
      const path = await thing.prepare(ctx, admin);
      await thing.write(ctx, admin, "ada");
      const before = await snapshotState(ctx);
      for (const versi of ["dua", "1.5", 1.5, -1]) {
        const res = await thing.write(ctx, admin, "tidak boleh", versi);
        expect(res.status).toBe(400);
        expect(await body(res)).toMatchObject({
          message: "Versi harus bilangan bulat",
          errors: { versi: "Versi harus bilangan bulat" },
        });
      }
      expect(await snapshotState(ctx)).toEqual(before);
      expect(thing.wordOf(await read(ctx, admin, path))).toContain("ada");
    });
  }

  it("two saves of one version at the same moment: one is kept, the other is refused", async () => {
    const ctx = use();
    const opened = (await body(await ctx.call("GET", "/api/visi_misi/visi"))).versi;
    const save = (word: string) =>
      ctx.call("POST", "/api/visi_misi", {
        token: admin.token,
        json: { type: "visi", content: `<p>${word}</p>`, versi: opened },
      });
    const statuses = (await Promise.all([save("satu"), save("dua")])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await body(await ctx.call("GET", "/api/visi_misi/visi"))).versi).toBe(opened + 1);
  });
});
