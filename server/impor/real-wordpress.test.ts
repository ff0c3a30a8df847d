import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import {
  type RealWordPress,
  startWordPress,
  writePictures,
} from "../../tests/support/wordpress-site.ts";
import { runImportFromCommandLine } from "./command-line.ts";

let wp: RealWordPress;
let ids: Record<string, string>;

beforeAll(async () => {
  wp = await startWordPress();
  const [foto1, foto2, foto3, foto4] = await writePictures(join(wp.root, "foto"), [
    "kereta-singa-barong.jpg",
    "siti-inggil.jpg",
    "tari-topeng.jpg",
    "gamelan.jpg",
  ]);
  // A site as people make them: two categories, a custom permalink structure, a featured picture,
  // a captioned picture in the text, a classic gallery, a draft and pages.
  const out = wp.php(`
update_option('permalink_structure', '/%category%/%postname%/');
flush_rewrite_rules();
$berita = wp_insert_term('Berita', 'category')['term_id'];
$kegiatan = wp_insert_term('Kegiatan', 'category')['term_id'];
function pic($file, $parent, $alt, $caption) {
  $tmp = wp_tempnam(); copy($file, $tmp);
  $id = media_handle_sideload(['name' => basename($file), 'tmp_name' => $tmp], $parent, null, ['post_excerpt' => $caption]);
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
  update_post_meta($id, '_wp_attachment_image_alt', $alt);
  return $id;
}
wp_delete_post(1, true);
$kereta = wp_insert_post(['post_title' => 'Kereta Singa Barong Dibersihkan', 'post_name' => 'kereta-singa-barong', 'post_status' => 'publish', 'post_date' => '2024-05-10 09:00:00', 'post_category' => [$berita], 'post_excerpt' => 'Jamasan pusaka tahunan.', 'post_content' => '']);
$a1 = pic('${foto1}', $kereta, 'Kereta Singa Barong', 'Kereta kebesaran');
$a2 = pic('${foto2}', $kereta, 'Siti Inggil', 'Gerbang Siti Inggil');
set_post_thumbnail($kereta, $a1);
$src2 = wp_get_attachment_url($a2);
wp_update_post(['ID' => $kereta, 'post_content' => "<!-- wp:paragraph -->\\n<p>Kereta dimandikan dengan air kembang.</p>\\n<!-- /wp:paragraph -->\\n\\n[caption id=\\"attachment_$a2\\" align=\\"aligncenter\\" width=\\"300\\"]<img class=\\"wp-image-$a2\\" src=\\"$src2\\" alt=\\"Siti Inggil\\" /> Gerbang Siti Inggil[/caption]"]);
$pentas = wp_insert_post(['post_title' => 'Pentas Tari Topeng', 'post_status' => 'publish', 'post_date' => '2024-06-02 19:00:00', 'post_category' => [$kegiatan], 'post_content' => '']);
$a3 = pic('${foto3}', $pentas, 'Penari topeng', 'Tari topeng Klana');
$a4 = pic('${foto4}', $pentas, 'Gamelan', 'Gamelan sekaten');
wp_update_post(['ID' => $pentas, 'post_content' => "<p>Pentas di Bangsal Pagelaran.</p>\\n[gallery ids=\\"$a3,$a4\\"]"]);
set_post_thumbnail($pentas, $a3);
$draf = wp_insert_post(['post_title' => 'Rencana Muludan', 'post_status' => 'draft', 'post_category' => [$berita], 'post_content' => '<p>Masih disusun.</p>']);
$sejarah = wp_insert_post(['post_type' => 'page', 'post_title' => 'Sejarah', 'post_status' => 'publish', 'post_content' => '<!-- wp:paragraph --><p>Keraton Kasepuhan berdiri pada 1529.</p><!-- /wp:paragraph -->']);
echo json_encode(['kereta' => $kereta, 'pentas' => $pentas, 'draf' => $draf, 'sejarah' => $sejarah, 'a1' => $a1, 'src2' => $src2, 'kereta_link' => get_permalink($kereta), 'berita_link' => get_category_link($berita), 'a1_link' => get_attachment_link($a1), 'a3' => $a3]);
`);
  ids = JSON.parse(out.slice(out.indexOf("{")));
}, 240_000);
afterAll(() => wp?.stop());

describeEachDialect("moving a real WordPress site here", (use) => {
  const run = async (args: Record<string, unknown>) => {
    const lines: string[] = [];
    const code = await runImportFromCommandLine(
      use().deps,
      { "documentation-category": ["kegiatan"], ...args },
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
    );
    return { code, output: lines.join("\n") };
  };
  const json = async (path: string) => body(await use().call("GET", path));

  it("by its address (with an application password), then again and from its export: nothing twice", async () => {
    // Each database's run meets the site as it was made (the last part changes its permalinks).
    wp.php(
      "update_option('permalink_structure', '/%category%/%postname%/'); flush_rewrite_rules();",
    );
    const first = await run({ url: wp.url, user: wp.user, "app-password": wp.appPassword });
    expect(first.code).toBe(0);
    expect(first.output).toContain("4 dibuat, 0 diperbarui, 0 tidak berubah");

    const kereta = await json("/api/informasi/slug/kereta-singa-barong");
    expect(kereta.judul).toBe("Kereta Singa Barong Dibersihkan");
    expect(kereta.tanggal).toBe("2024-05-10");
    expect(kereta.gambar).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(kereta.keterangan_gambar).toBe("Kereta kebesaran");
    expect(kereta.deskripsi).toContain("<p><em>Jamasan pusaka tahunan.</em></p>");
    expect(kereta.deskripsi).toMatch(
      /<figure><img src="\/uploads\/[a-f0-9]{32}\.jpg" alt="Siti Inggil" \/><figcaption>Gerbang Siti Inggil<\/figcaption><\/figure>/,
    );
    const pentas = await json("/api/dokumentasi/pentas-tari-topeng");
    expect(pentas.galeri.map((g: { keterangan: string }) => g.keterangan)).toEqual([
      "Tari topeng Klana",
      "Gamelan sekaten",
    ]);
    expect((await json("/api/sejarah_istilah/sejarah")).content).toBe(
      "<p>Keraton Kasepuhan berdiri pada 1529.</p>",
    );
    const admin = await use().signIn("admin");
    const drafts = await body(await use().call("GET", "/api/informasi", { token: admin.token }));
    expect(drafts.find((i: { judul: string }) => i.judul === "Rencana Muludan")?.status).toBe(
      "draf",
    );

    const location = async (path: string) => {
      const res = await use().call("GET", path);
      return [res.status, res.headers.get("location")];
    };
    const old = new URL(ids.kereta_link);
    // The custom structure /%category%/%postname%/, asked with and without its last slash.
    expect(old.pathname).toMatch(/^\/berita\/kereta-singa-barong\/?$/);
    for (const path of ["/berita/kereta-singa-barong/", "/berita/kereta-singa-barong"]) {
      expect(await location(path)).toEqual([301, "/informasi/kereta-singa-barong"]);
    }
    expect(await location(`/?p=${ids.kereta}`)).toEqual([301, "/informasi/kereta-singa-barong"]);
    const category = new URL(ids.berita_link);
    expect(await location(category.pathname + category.search)).toEqual([301, "/informasi"]);
    expect(await location("/category/berita/")).toEqual([301, "/informasi"]);
    const picture = new URL(ids.src2).pathname;
    const [status, to] = await location(picture);
    expect(status).toBe(301);
    expect(to).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(await location(picture.replace(/\.jpg$/, "-300x200.jpg"))).toEqual([301, to]);
    // The pages WordPress showed each picture on lead to the item that shows it now.
    const attachmentPage = new URL(ids.a1_link);
    expect(attachmentPage.pathname).not.toBe(old.pathname);
    expect(await location(attachmentPage.pathname + attachmentPage.search)).toEqual([
      301,
      "/informasi/kereta-singa-barong",
    ]);
    expect(await location(`/?attachment_id=${ids.a1}`)).toEqual([
      301,
      "/informasi/kereta-singa-barong",
    ]);
    expect(await location(`/?attachment_id=${ids.a3}`)).toEqual([
      301,
      "/kegiatan/pentas-tari-topeng",
    ]);

    const again = await run({ url: wp.url, user: wp.user, "app-password": wp.appPassword });
    expect(again.output).toContain("0 dibuat, 0 diperbarui, 4 tidak berubah");

    // The same site's export, imported over it: the same items (keyed by WordPress's ids).
    const file = join(use().dataDir, "ekspor.xml");
    writeFileSync(file, wp.exportWxr());
    const fromFile = await run({ file });
    expect(fromFile.code).toBe(0);
    expect(fromFile.output).toMatch(/ 0 dibuat, \d diperbarui, \d tidak berubah/);
    const count = async (path: string) =>
      (await body(await use().call("GET", path, { token: admin.token }))).length;
    expect(await count("/api/informasi")).toBe(2);
    expect(await count("/api/dokumentasi")).toBe(1);
    const twice = await run({ file });
    expect(twice.output).toContain("0 dibuat, 0 diperbarui, 4 tidak berubah");

    // The old site moved to date-based permalinks before the last run: links of either kind work.
    wp.php(
      "update_option('permalink_structure', '/%year%/%monthnum%/%day%/%postname%/'); flush_rewrite_rules();",
    );
    const dated = await run({ url: wp.url, user: wp.user, "app-password": wp.appPassword });
    expect(dated.output).toContain("0 dibuat,");
    for (const path of ["/2024/05/10/kereta-singa-barong/", "/berita/kereta-singa-barong/"]) {
      expect(await location(path)).toEqual([301, "/informasi/kereta-singa-barong"]);
    }
    expect(await location("/2024/06/02/pentas-tari-topeng/")).toEqual([
      301,
      "/kegiatan/pentas-tari-topeng",
    ]);
    expect(await count("/api/informasi")).toBe(2);
    // Five imports of a real site, each bringing its pictures home: slow on a busy machine.
  }, 120_000);
});
