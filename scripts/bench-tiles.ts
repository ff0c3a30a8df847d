// `npm run bench:tiles`: how long the server takes to make a collection picture's IIIF tiles
// (issue 30: a 24-megapixel picture in under 10 s on this machine), and the tiling process's peak
// RSS (the server's own processes never load libvips: tiling runs in a child, iiif-tiler.ts).
// Draws a photograph-like JPEG (6000 × 4000 unless --width/--height say otherwise), then tiles it
// --passes times (default 3) through the server's own path: the master read from a local media
// store, tiled by the child process, the tiles kept in the tile store. Prints each pass and the
// slowest against the 10 s budget, with the load average; never fails on the figures.
//   npm run bench:tiles [-- --width 6000 --height 4000 --passes 3]
import "../server/require-node-24.mjs";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { tilePicture } from "../server/iiif/iiif-tiler.ts";
import { localTileStore } from "../server/iiif/tile-store.ts";
import { LocalMediaStore } from "../server/media/local-media-store.ts";

const { values: args } = parseArgs({
  options: {
    width: { type: "string", default: "6000" },
    height: { type: "string", default: "4000" },
    passes: { type: "string", default: "3" },
  },
});
const [WIDTH, HEIGHT, PASSES] = [Number(args.width), Number(args.height), Number(args.passes)];
const BUDGET_S = 10;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Fine random detail, smoothed, as a photograph of carved wood has: it does not compress away. */
async function photographLike(width: number, height: number): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / 4), Math.ceil(height / 4)];
  const noise = randomBytes(w * h * 3);
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dataDir = mkdtempSync(join(tmpdir(), "keraton-bench-tiles-"));
try {
  const media = new LocalMediaStore(dataDir);
  const tiles = localTileStore(media);
  const master = await photographLike(WIDTH, HEIGHT);
  const gambar = `/uploads/${randomBytes(16).toString("hex")}.jpg`;
  await media.put(gambar, master);
  const megapixels = (WIDTH * HEIGHT) / 1e6;
  console.log(
    `bench:tiles — ${WIDTH} × ${HEIGHT} (${megapixels.toFixed(1)} MP), JPEG ${(master.length / 1e6).toFixed(1)} MB, ${PASSES} passes, load ${load()}`,
  );
  const seconds: number[] = [];
  for (let pass = 1; pass <= PASSES; pass++) {
    const began = performance.now();
    const size = await tilePicture(media, tiles, gambar);
    const took = (performance.now() - began) / 1000;
    seconds.push(took);
    console.log(
      `  pass ${pass}: ${took.toFixed(2)} s, tiler's peak RSS ${((size?.peakKb ?? 0) / 1024).toFixed(0)} MB, ${size?.width} × ${size?.height}, load ${load()}`,
    );
  }
  const slowest = Math.max(...seconds);
  console.log(
    `  slowest ${slowest.toFixed(2)} s (budget ≤ ${BUDGET_S} s: ${slowest <= BUDGET_S ? "ok" : "NOT MET"})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
