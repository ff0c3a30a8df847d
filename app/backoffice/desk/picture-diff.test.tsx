import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SideBySide } from "./side-by-side.tsx";
import { changedFields } from "./word-diff.ts";

// Issue 29, item 20: "Versi sebelumnya" shows a changed picture as the two pictures, not as a
// file's address marked as deleted words.
describe("a picture changed between two versions", () => {
  const before = { judul: "Kirab", gambar: "/uploads/2026/11/lama.webp" };
  const after = { judul: "Kirab", gambar: "/uploads/2026/11/baru.webp" };
  const diffs = changedFields(before, after, ["judul", "gambar"]);

  it("is one change of picture, with no words added or removed", () => {
    expect(diffs).toEqual([
      {
        key: "gambar",
        before: "",
        after: "",
        parts: [],
        pictures: { before: before.gambar, after: after.gambar },
      },
    ]);
  });

  it("shows both pictures; no address, nothing called deleted", () => {
    const html = renderToStaticMarkup(
      <SideBySide
        diffs={diffs}
        labels={{ gambar: "Gambar" }}
        before="Versi ini"
        after="Versi sekarang"
      />,
    );
    expect(html).toContain(`<img src="${before.gambar}" alt="Gambar, versi ini"`);
    expect(html).toContain(`<img src="${after.gambar}" alt="Gambar, versi sekarang"`);
    const text = html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(text).toContain("Gambar (diganti)");
    expect(text).not.toContain("/uploads/");
    expect(text).not.toMatch(/dihapus|ditambah/);
  });
});
