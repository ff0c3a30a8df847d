import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify (SPEC §5)", () => {
  it.each([
    ["lower case", "Keraton KASEPUHAN", "keraton-kasepuhan"],
    ["trimmed", "   Kirab Budaya   ", "kirab-budaya"],
    ["spaces to hyphens", "Malam Satu Suro", "malam-satu-suro"],
    ["tabs and newlines to hyphens", "Satu\tDua\nTiga", "satu-dua-tiga"],
    ["non-word characters removed", "Grebeg Syawal: 2026 (Cirebon)!", "grebeg-syawal-2026-cirebon"],
    ["quotes and ampersands removed", `"Seni" & 'Budaya'`, "seni-budaya"],
    ["repeated hyphens collapsed", "Sejarah -- Keraton - - Kasepuhan", "sejarah-keraton-kasepuhan"],
    ["underscores kept (they are word characters)", "Tari_Topeng", "tari_topeng"],
    ["digits kept", "HUT ke-497 Kota Cirebon", "hut-ke-497-kota-cirebon"],
    ["accented letters removed", "Café Ñusantara", "caf-usantara"],
    ["leading and trailing hyphens dropped", "- Judul -", "judul"],
  ])("%s: %j → %s", (_rule, title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(["", "   ", "!!! ???", "— · —", "ééé", "---"])("gives an empty slug for %j", (title) => {
    expect(slugify(title)).toBe("");
  });

  it("gives a URL-safe slug that needs no further encoding", () => {
    for (const title of ["Ā Ḃ Ç / ? # % & = +", "path/../../etc", "a b%20c"]) {
      const slug = slugify(title);
      expect(slug).toMatch(/^[a-z0-9_-]*$/);
      expect(encodeURIComponent(slug)).toBe(slug);
    }
  });

  it("is stable: a slug slugifies to itself", () => {
    for (const title of ["Upacara Adat Panjang Jimat", "Grebeg Syawal: 2026"]) {
      const slug = slugify(title);
      expect(slugify(slug)).toBe(slug);
    }
  });
});
