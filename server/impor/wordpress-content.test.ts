import { expect, it } from "vitest";
import { convertWordPressText, fullSize } from "./wordpress-content.ts";
import type { WpPicture } from "./wordpress-source.ts";

const pic = (id: string, caption = ""): [string, WpPicture] => [
  id,
  { id, url: `https://lama.example/wp-content/uploads/${id}.jpg`, alt: `alt ${id}`, caption },
];
const pictures = new Map([pic("1", "Satu"), pic("2"), pic("3")]);

it("drops block comments and names blocks WordPress renders at page time", () => {
  const out = convertWordPressText(
    '<!-- wp:paragraph --><p>Isi</p><!-- /wp:paragraph --><!-- wp:latest-posts {"postsToShow":3} /-->',
    pictures,
    { galleryInText: true },
  );
  expect(out.html).toBe("<p>Isi</p>");
  expect(out.notes).toEqual([
    "blok wp:latest-posts tidak diimpor (dibuat WordPress saat halaman dibuka)",
  ]);
});

it("turns [caption] into a figure and finds the picture's full size by its id", () => {
  const out = convertWordPressText(
    '[caption id="attachment_1" width="300"]<img class="wp-image-1" src="https://lama.example/wp-content/uploads/1-300x200.jpg" alt=""> Keterangan[/caption]',
    pictures,
    { galleryInText: true },
  );
  expect(out.html).toBe(
    '<figure><img class="wp-image-1" src="https://lama.example/wp-content/uploads/1.jpg" alt="alt 1" /><figcaption>Keterangan</figcaption></figure>',
  );
  expect(out.images).toEqual(["https://lama.example/wp-content/uploads/1.jpg"]);
});

it("puts a classic gallery into the text where the kind has no gallery, else into the gallery", () => {
  const inText = convertWordPressText('<p>A</p>[gallery ids="1,2"]', pictures, {
    galleryInText: true,
  });
  expect(inText.images).toHaveLength(2);
  expect(inText.html).toContain("<figcaption>Satu</figcaption>");
  const apart = convertWordPressText('<p>A</p>[gallery ids="1,2"]', pictures, {
    galleryInText: false,
  });
  expect(apart.html).toBe("<p>A</p>");
  expect(apart.gallery.map((p) => p.id)).toEqual(["1", "2"]);
});

it("takes a block gallery's pictures out of the text into the gallery", () => {
  const out = convertWordPressText(
    '<!-- wp:gallery {"ids":[3]} --><figure class="wp-block-gallery"><img class="wp-image-3" src="x"></figure><!-- /wp:gallery --><p>B</p>',
    pictures,
    { galleryInText: false },
  );
  expect(out.html).toBe("<p>B</p>");
  expect(out.gallery.map((p) => p.id)).toEqual(["3"]);
});

it("names every shortcode and tag it cannot keep; brackets in prose stay", () => {
  const out = convertWordPressText(
    '<p>Lihat [1] dan [catatan].</p>[contact-form-7 id="5"][su_box]x[/su_box]<iframe src="https://video"></iframe>',
    pictures,
    { galleryInText: true },
  );
  expect(out.html).toContain("Lihat [1] dan [catatan].");
  expect(out.html).not.toContain("contact-form-7");
  expect(out.notes).toEqual([
    "kode pendek [contact-form-7] tidak diimpor",
    "kode pendek [su_box] tidak diimpor",
    "<iframe> tidak diimpor (tidak ada di teks kaya situs ini)",
  ]);
});

it("makes paragraphs of the classic editor's blank lines", () => {
  const out = convertWordPressText("Baris satu\nbaris dua\n\nParagraf dua", pictures, {
    galleryInText: true,
  });
  expect(out.html).toBe("<p>Baris satu<br />baris dua</p>\n<p>Paragraf dua</p>");
});

it("knows WordPress's resized copies", () => {
  expect(fullSize("https://x/wp-content/uploads/2024/05/foto-1024x683.jpg")).toBe(
    "https://x/wp-content/uploads/2024/05/foto.jpg",
  );
});
