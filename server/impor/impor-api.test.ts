import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import {
  createTestContext,
  DIALECTS,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { type OldSite, startOldSite } from "../../tests/support/wordpress-export.ts";
import { PRIVATE_REFUSED } from "./guarded-fetch.ts";
import { WXR_MESSAGES } from "./wxr.ts";

type Ctx = TestContext & { close: () => Promise<void> };

for (const dialect of DIALECTS) {
  describe(`WordPress import from the back office [${dialect}]`, () => {
    let site: OldSite;
    let allowed: Ctx;
    let guarded: Ctx;
    let admin: SignedIn;
    let guardedAdmin: SignedIn;
    beforeAll(async () => {
      site = await startOldSite();
      // The test's old site is on loopback: one copy's operator allows it, the other's does not.
      allowed = await createTestContext(dialect, { IMPORT_ALLOW_PRIVATE: "127.0.0.0/8" });
      guarded = await createTestContext(dialect);
      admin = await allowed.signIn("admin");
      guardedAdmin = await guarded.signIn("admin");
    });
    afterAll(async () => {
      await allowed?.close();
      await guarded?.close();
      await site?.stop();
    });

    const upload = (ctx: Ctx, token: string, xml: string, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("berkas", new File([xml], "ekspor.xml", { type: "text/xml" }));
      form.append("kategori_dokumentasi", "kegiatan");
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return ctx.call("POST", "/api/impor/wordpress", { token, form });
    };
    /** Follows the import until it ends (each answer read, as the screen reads them). */
    const finished = async (ctx: Ctx, token: string, id: string) => {
      for (let i = 0; i < 600; i++) {
        const state = await body(await ctx.call("GET", `/api/impor/${id}`, { token }));
        if (state.status !== "berjalan") return state;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("import did not finish");
    };

    it("an admin uploads the export, follows its progress and reads the report", async () => {
      const res = await upload(allowed, admin.token, site.wxr());
      expect(res.status).toBe(202);
      const { id } = await body(res);
      const state = await finished(allowed, admin.token, id);
      expect(state.status).toBe("selesai");
      expect(state.kemajuan).toEqual({ selesai: 6, total: 6 });
      expect(state.laporan).toMatchObject({ dibuat: 5, diperbarui: 0 });
      expect(state.laporan.pengalihan).toBeGreaterThan(10);
      expect(state.laporan.dilewati).toContainEqual({
        sumber: "Halaman 42 “Tentang Kami”",
        alasan: "halaman tanpa padanan di situs ini (sejarah, silsilah, visi, misi, kontak)",
      });
      const pentas = await body(await allowed.call("GET", "/api/dokumentasi/pentas-seni-keraton"));
      expect(pentas.galeri).toHaveLength(2);
      const riwayat = await body(await allowed.call("GET", "/api/riwayat", { token: admin.token }));
      expect(riwayat.some((r: { pengguna: string }) => r.pengguna === admin.username)).toBe(true);
    });

    it("a dry run from the back office changes nothing", async () => {
      const fresh = await guarded.call("GET", "/api/informasi");
      const before = (await body(fresh)).length;
      const { id } = await body(
        await upload(guarded, guardedAdmin.token, site.wxr(), { coba: "true" }),
      );
      const state = await finished(guarded, guardedAdmin.token, id);
      expect(state.status).toBe("selesai");
      expect((await body(await guarded.call("GET", "/api/informasi"))).length).toBe(before);
    });

    it("pictures on a private address are refused unless the operator allows it", async () => {
      const { id } = await body(await upload(guarded, guardedAdmin.token, site.wxr()));
      const state = await finished(guarded, guardedAdmin.token, id);
      expect(state.status).toBe("selesai");
      const refusedPictures = state.laporan.dilewati.filter(
        (s: { alasan: string }) => s.alasan === `gambar tidak diimpor: ${PRIVATE_REFUSED}`,
      );
      expect(refusedPictures.length).toBeGreaterThan(3);
      const grebeg = await body(await guarded.call("GET", "/api/informasi/slug/grebeg-syawal"));
      expect(grebeg.gambar).toBe("");
    });

    it("a site address on a private network is refused; so are bad files and other roles", async () => {
      const byUrl = await guarded.call("POST", "/api/impor/wordpress", {
        token: guardedAdmin.token,
        json: { url: site.url, kategori_dokumentasi: [], coba: false },
      });
      expect(byUrl.status).toBe(202);
      const state = await finished(guarded, guardedAdmin.token, (await body(byUrl)).id);
      expect(state).toMatchObject({ status: "gagal", pesan: PRIVATE_REFUSED });

      const notWxr = await upload(guarded, guardedAdmin.token, "<html>bukan</html>");
      expect(notWxr.status).toBe(400);
      expect((await body(notWxr)).message).toBe(WXR_MESSAGES.notWxr);
      const empty = await guarded.call("POST", "/api/impor/wordpress", {
        token: guardedAdmin.token,
        json: {},
      });
      expect(empty.status).toBe(400);
      const editor = await guarded.signIn("editor");
      expect((await upload(guarded, editor.token, site.wxr())).status).toBe(403);
      expect(
        (await guarded.call("GET", "/api/impor/tidak-ada", { token: guardedAdmin.token })).status,
      ).toBe(404);
    });
  });
}
