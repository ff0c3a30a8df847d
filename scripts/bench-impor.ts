// `npm run bench:impor [-- --posts N]`: times the WordPress import of N posts (default 300) with
// two pictures each (a featured and an inline one) from a local picture server, into a fresh
// SQLite DATA_DIR; prints wall time and the import process's peak RSS, then a second run's time.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { posts: postsArg } = parseArgs({
  options: { posts: { type: "string", default: "300" } },
}).values;
const POSTS = Number(postsArg);

const noisyJpeg = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: { r: seed % 256, g: 90, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

const pictures = new Map<string, Buffer>();
for (let i = 1; i <= POSTS * 2; i++)
  pictures.set(`/wp-content/uploads/2024/05/foto-${i}.jpg`, await noisyJpeg(i));

const server = createServer((req, res) => {
  const body = pictures.get(new URL(req.url ?? "/", "http://x").pathname);
  if (!body) res.writeHead(404).end();
  else res.writeHead(200, { "content-type": "image/jpeg" }).end(body);
});
await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
const address = server.address();
const site = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const cdata = (t: string) => `<![CDATA[${t}]]>`;
const item = (f: {
  id: number;
  type: string;
  slug: string;
  date: string;
  content?: string;
  category?: [string, string];
  thumbnail?: number;
  url?: string;
}) => `<item>
  <title>${f.slug}</title><link>${site}/${f.slug}/</link><dc:creator>${cdata("admin")}</dc:creator>
  <content:encoded>${cdata(f.content ?? "")}</content:encoded><excerpt:encoded>${cdata("")}</excerpt:encoded>
  <wp:post_id>${f.id}</wp:post_id><wp:post_date>${cdata(f.date)}</wp:post_date><wp:post_name>${cdata(f.slug)}</wp:post_name>
  <wp:status>${cdata(f.type === "attachment" ? "inherit" : "publish")}</wp:status><wp:post_type>${cdata(f.type)}</wp:post_type>
  ${f.url ? `<wp:attachment_url>${cdata(f.url)}</wp:attachment_url>` : ""}
  ${f.category ? `<category domain="category" nicename="${f.category[0]}">${cdata(f.category[1])}</category>` : ""}
  ${f.thumbnail ? `<wp:postmeta><wp:meta_key>${cdata("_thumbnail_id")}</wp:meta_key><wp:meta_value>${cdata(String(f.thumbnail))}</wp:meta_value></wp:postmeta>` : ""}
</item>`;
const items: string[] = [];
for (let n = 1; n <= POSTS; n++) {
  const featured = 10000 + n;
  const date = `2024-05-${String((n % 28) + 1).padStart(2, "0")} 09:00:00`;
  items.push(
    item({
      id: featured,
      type: "attachment",
      slug: `foto-${2 * n - 1}`,
      date,
      url: `${site}/wp-content/uploads/2024/05/foto-${2 * n - 1}.jpg`,
    }),
  );
  items.push(
    item({
      id: n,
      type: "post",
      slug: `kabar-${n}`,
      date,
      thumbnail: featured,
      category: n % 3 === 0 ? ["dokumentasi", "Dokumentasi"] : ["berita", "Berita"],
      content: `<p>Kabar nomor ${n} dari keraton.</p>\n<img src="${site}/wp-content/uploads/2024/05/foto-${2 * n}.jpg" alt="Foto ${n}" />\n<p>Penutup.</p>`,
    }),
  );
}
const wxr = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
<wp:category><wp:term_id>2</wp:term_id><wp:category_nicename>${cdata("berita")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("Berita")}</wp:cat_name></wp:category>
<wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>${cdata("dokumentasi")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("Dokumentasi")}</wp:cat_name></wp:category>
${items.join("\n")}
</channel></rss>
`;

const work = await mkdtemp(join(tmpdir(), "bench-impor-"));
const file = join(work, "ekspor.xml");
await writeFile(file, wxr);

/** One `import:wordpress --file` run as its own process: wall time, peak RSS (MB), its summary. */
function runImport(): Promise<{ seconds: number; peakMb: number; output: string }> {
  const started = performance.now();
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "./server/require-node-24.mjs",
        "scripts/import-wordpress.ts",
        "--file",
        file,
        "--documentation-category",
        "Dokumentasi",
      ],
      {
        env: { ...process.env, DATA_DIR: join(work, "data"), DATABASE_URL: "" },
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
    }, 100);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      clearInterval(poll);
      if (code !== 0) return fail(new Error(`impor gagal (kode ${code}): ${output}`));
      ok({ seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, output });
    });
  });
}

try {
  const first = await runImport();
  console.log(first.output.trim());
  const second = await runImport();
  console.log(second.output.trim());
  console.log(`posts: ${POSTS}, pictures: ${pictures.size}`);
  console.log(
    `impor pertama: ${first.seconds.toFixed(1)} s, puncak RSS ${first.peakMb.toFixed(0)} MB`,
  );
  console.log(`impor kedua: ${second.seconds.toFixed(1)} s`);
} finally {
  server.close();
  await rm(work, { recursive: true, force: true });
}
