import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** Slugs (CONTRACT "Data rules"): derived by the server from the title, for both resources. */
const RESOURCES = [
  { name: "dokumentasi", detail: (slug: string) => `/api/dokumentasi/${slug}` },
  { name: "informasi", detail: (slug: string) => `/api/informasi/slug/${slug}` },
] as const;

describeEachDialect("slugs", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });

  for (const resource of RESOURCES) {
    const base = `/api/${resource.name}`;
    const create = (judul: string, extra: Record<string, string> = {}) =>
      use().call("POST", base, {
        token: editor.token,
        form: form({ judul, tanggal: "2026-04-10", ...extra }),
      });
    const createdSlug = async (judul: string) => {
      const res = await create(judul);
      expect(res.status).toBe(201);
      return (await body(res)).data.slug as string;
    };

    it.each([
      ["Upacara Adat Panjang Jimat", "upacara-adat-panjang-jimat"],
      [`  Kirab   Budaya ${resource.name}  `, `kirab-budaya-${resource.name}`],
      ["Grebeg Syawal: 2026 (Cirebon)!", "grebeg-syawal-2026-cirebon"],
      ["Sejarah -- Keraton - - Kasepuhan", "sejarah-keraton-kasepuhan"],
      ["Tari_Topeng Klana", "tari_topeng-klana"],
      ["Café Ñusantara", "caf-usantara"],
    ])(`${resource.name}: "%s" gets the slug %s`, async (judul, slug) => {
      expect(await createdSlug(judul)).toBe(slug);
      const detail = await use().call("GET", resource.detail(slug));
      expect(detail.status).toBe(200);
      expect((await body(detail)).judul).toBe(judul.trim());
    });

    it(`${resource.name}: ignores a slug sent by the client`, async () => {
      const res = await create("Judul Asli Saja", { slug: "slug-pilihan-sendiri" });
      expect((await body(res)).data.slug).toBe("judul-asli-saja");
    });

    it(`${resource.name}: keeps slugs unique with -2, -3`, async () => {
      expect(await createdSlug("Malam Satu Suro")).toBe("malam-satu-suro");
      expect(await createdSlug("Malam Satu Suro")).toBe("malam-satu-suro-2");
      expect(await createdSlug("malam satu suro!")).toBe("malam-satu-suro-3");
      for (const slug of ["malam-satu-suro", "malam-satu-suro-2", "malam-satu-suro-3"]) {
        expect((await use().call("GET", resource.detail(slug))).status).toBe(200);
      }
    });

    it(`${resource.name}: a title with no letter or digit is a 400 and stores nothing`, async () => {
      const before = await snapshotState(use());
      for (const judul of ["!!! ???", "— · —", "ééé"]) {
        const res = await create(judul);
        expect(res.status).toBe(400);
        const answer = await body(res);
        expect(answer.message).toEqual(expect.any(String));
        expect(answer.errors).toHaveProperty("judul");
      }
      expect(await snapshotState(use())).toEqual(before);
    });

    // CONTRACT second wave: the old slug keeps answering, with the item under its new slug.
    it(`${resource.name}: a new title on edit gives a new slug; the old one answers the item`, async () => {
      const res = await create("Judul Lama Sekali");
      const { id, slug } = (await body(res)).data;
      const edit = await use().call("PUT", `${base}/${id}`, {
        token: editor.token,
        form: form({ judul: "Judul Baru Sekali", tanggal: "2026-04-10" }),
      });
      expect(edit.status).toBe(200);
      expect((await body(edit)).data.slug).toBe("judul-baru-sekali");
      const old = await use().call("GET", resource.detail(slug));
      expect(old.status).toBe(200);
      expect(await body(old)).toMatchObject({ id, slug: "judul-baru-sekali" });
      expect((await use().call("GET", resource.detail("judul-baru-sekali"))).status).toBe(200);
    });

    it(`${resource.name}: saving with the same title keeps the item's own slug`, async () => {
      const { id, slug } = (await body(await create("Tetap Sama"))).data;
      const edit = await use().call("PUT", `${base}/${id}`, {
        token: editor.token,
        form: form({ judul: "Tetap Sama", tanggal: "2026-04-11" }),
      });
      expect((await body(edit)).data.slug).toBe(slug);
    });

    it(`${resource.name}: an edit to an empty-slug title is a 400 and changes nothing`, async () => {
      const { id } = (await body(await create("Masih Utuh"))).data;
      const before = await snapshotState(use());
      const edit = await use().call("PUT", `${base}/${id}`, {
        token: editor.token,
        form: form({ judul: "???", tanggal: "2026-04-10" }),
      });
      expect(edit.status).toBe(400);
      expect(await snapshotState(use())).toEqual(before);
    });
  }

  it("20 concurrent saves of one title all succeed, each with its own slug", async () => {
    for (const resource of RESOURCES) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          use().call("POST", `/api/${resource.name}`, {
            token: editor.token,
            form: form({ judul: "Serentak", tanggal: "2026-04-10" }),
          }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const slugs = await Promise.all(answers.map(async (r) => (await body(r)).data.slug));
      const expected = ["serentak", ...Array.from({ length: 19 }, (_, i) => `serentak-${i + 2}`)];
      expect([...slugs].sort()).toEqual([...expected].sort());
    }
  });

  it("the same title in dokumentasi and informasi gives the same slug in each", async () => {
    for (const resource of RESOURCES) {
      const res = await use().call("POST", `/api/${resource.name}`, {
        token: editor.token,
        form: form({ judul: "Judul Bersama", tanggal: "2026-04-10" }),
      });
      expect((await body(res)).data.slug).toBe("judul-bersama");
    }
  });
});
