// `npm run bench:impor [-- --posts 300]`: times the import of a real WordPress (Debian's wordpress,
// mariadb-server and php-fpm, started as the tests start it) holding N posts with two pictures
// each — a featured one and one inside the text — by its address (REST API with an application
// password), into a fresh SQLite DATA_DIR, with `npm run import:wordpress` as its own process.
// Prints the total time, posts/s, pictures/s and the importing process's peak RSS, then runs the
// import again and checks that it created nothing twice (the same row counts, no new upload).
// Prints figures; fails only when the second run duplicated something or an import failed.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { startWordPress } from "../tests/support/wordpress-site.ts";

const { posts: postsArg } = parseArgs({
  options: { posts: { type: "string", default: "300" } },
}).values;
const POSTS = Number(postsArg);
const PICTURES = POSTS * 2;

/** A photo-like JPEG (noise, so every one is different and compresses like a photo). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 82 })
    .toBuffer();

const started = performance.now();
const wp = await startWordPress();
const work = await mkdtemp(join(tmpdir(), "bench-impor-"));
try {
  const uploads = join(wp.root, "wp/wp-content/uploads/2024/05");
  mkdirSync(uploads, { recursive: true });
  let bytes = 0;
  for (let i = 1; i <= PICTURES; i++) {
    const jpeg = await photo(i);
    bytes += jpeg.length;
    writeFileSync(join(uploads, `foto-${i}.jpg`), jpeg);
  }
  // The media library and posts made with WordPress's own functions, in one PHP run. Attachments
  // are registered with their size and file (as "Add media" records them) without WordPress
  // generating its own smaller copies, which only its theme would use.
  wp.php(`
wp_defer_term_counting(true);
update_option('permalink_structure', '/%year%/%monthnum%/%postname%/');
flush_rewrite_rules();
wp_delete_post(1, true);
$berita = wp_insert_term('Berita', 'category')['term_id'];
$kegiatan = wp_insert_term('Kegiatan', 'category')['term_id'];
function picture($n, $parent) {
  $id = wp_insert_attachment(['post_mime_type' => 'image/jpeg', 'post_title' => "Foto $n", 'post_excerpt' => "Keterangan foto $n", 'post_status' => 'inherit'], "2024/05/foto-$n.jpg", $parent);
  update_post_meta($id, '_wp_attachment_image_alt', "Foto $n");
  wp_update_attachment_metadata($id, ['width' => 1600, 'height' => 1067, 'file' => "2024/05/foto-$n.jpg", 'sizes' => []]);
  return $id;
}
for ($n = 1; $n <= ${POSTS}; $n++) {
  $day = sprintf('2024-05-%02d 09:00:00', $n % 28 + 1);
  $post = wp_insert_post(['post_title' => "Kabar Keraton $n", 'post_name' => "kabar-keraton-$n", 'post_status' => 'publish', 'post_date' => $day, 'post_category' => [$n % 3 === 0 ? $kegiatan : $berita], 'post_excerpt' => "Ringkasan kabar $n.", 'post_content' => '']);
  $featured = picture(2 * $n - 1, $post);
  $inline = picture(2 * $n, $post);
  set_post_thumbnail($post, $featured);
  $src = wp_get_attachment_url($inline);
  wp_update_post(['ID' => $post, 'post_content' => "<!-- wp:paragraph -->\\n<p>Kabar nomor $n dari Keraton Kasepuhan.</p>\\n<!-- /wp:paragraph -->\\n\\n<!-- wp:image {\\"id\\":$inline} -->\\n<figure class=\\"wp-block-image\\"><img src=\\"$src\\" alt=\\"Foto $n\\" class=\\"wp-image-$inline\\"/><figcaption>Keterangan foto $n</figcaption></figure>\\n<!-- /wp:image -->"]);
}
wp_defer_term_counting(false);
`);
  const counts = wp.php(
    "echo wp_count_posts('post')->publish, ' ', array_sum((array) wp_count_attachments());",
  );
  console.log(
    `WordPress siap dalam ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${counts.trim().replace(" ", " tulisan, ")} gambar (${(bytes / 1e6).toFixed(0)} MB JPEG)`,
  );

  const dataDir = join(work, "data");
  const first = await runImport(dataDir);
  const afterFirst = rowCounts(dataDir);
  const second = await runImport(dataDir);
  const afterSecond = rowCounts(dataDir);

  console.log(`\n--- impor pertama ---\n${first.output.trim()}`);
  console.log(`\n--- impor kedua ---\n${second.output.trim()}\n`);
  console.log(`tulisan: ${POSTS}, gambar: ${PICTURES}`);
  console.log(`impor pertama: ${first.seconds.toFixed(1)} s`);
  console.log(`  ${(POSTS / first.seconds).toFixed(1)} tulisan/s`);
  console.log(`  ${(PICTURES / first.seconds).toFixed(1)} gambar/s`);
  console.log(`  puncak RSS proses impor: ${first.peakMb.toFixed(0)} MB`);
  console.log(
    `impor kedua: ${second.seconds.toFixed(1)} s, puncak RSS ${second.peakMb.toFixed(0)} MB`,
  );
  console.log(`isi setelah impor pertama: ${JSON.stringify(afterFirst)}`);
  console.log(`isi setelah impor kedua:   ${JSON.stringify(afterSecond)}`);
  const same = JSON.stringify(afterFirst) === JSON.stringify(afterSecond);
  const complete = afterFirst.informasi + afterFirst.dokumentasi === POSTS;
  console.log(
    same && complete
      ? "impor kedua: tidak ada yang dibuat dua kali (jumlah sama)"
      : "GAGAL: jumlah berbeda setelah impor kedua, atau tidak semua tulisan diimpor",
  );
  console.log(`beban mesin (load average 1/5/15 menit): ${loadavg().map((l) => l.toFixed(2))}`);
  if (!same || !complete) process.exitCode = 1;
} finally {
  await wp.stop();
  await rm(work, { recursive: true, force: true });
}

/** One `import:wordpress --url` run as its own process: wall time, peak RSS (MB), its summary. */
function runImport(dataDir: string): Promise<{ seconds: number; peakMb: number; output: string }> {
  const began = performance.now();
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "./server/require-node-24.mjs",
        "scripts/import-wordpress.ts",
        "--url",
        wp.url,
        "--user",
        wp.user,
        "--app-password",
        wp.appPassword,
        "--documentation-category",
        "Kegiatan",
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    let output = "";
    let peakKb = 0;
    // VmHWM is the process's own peak RSS; polled because it is gone once the process has ended.
    const poll = setInterval(() => {
      try {
        const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {}
    }, 50);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      clearInterval(poll);
      if (code !== 0) return fail(new Error(`impor gagal (kode ${code}): ${output}`));
      ok({ seconds: (performance.now() - began) / 1000, peakMb: peakKb / 1024, output });
    });
  });
}

/** What the import left in the database and the uploads folder. */
function rowCounts(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, "keraton.db"), { readOnly: true });
  try {
    const count = (table: string) =>
      Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    return {
      informasi: count("informasi"),
      dokumentasi: count("dokumentasi"),
      dokumentasi_galeri: count("dokumentasi_galeri"),
      media: count("media"),
      pengalihan: count("pengalihan"),
      impor_sumber: count("impor_sumber"),
      impor_gambar: count("impor_gambar"),
      berkas_unggahan: filesIn(join(dataDir, "uploads")),
    };
  } finally {
    db.close();
  }
}

function filesIn(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  } catch {
    return 0;
  }
}
