// Tiles one picture and ends (iiif-tiler.ts, tilePicture): libvips is loaded here, in a process of
// its own, so the server that serves pages never carries it (docs/decisions/006-memory.md) and a
// 100-megapixel master's memory is given back when the process ends.
// Arguments: the picture's file, the output path, the largest pixel count, the tile size.
import { loadSharp } from "../media/sharp-loader.ts";

const [input, output, maxPixels, size] = process.argv.slice(2);
const sharp = await loadSharp();
const info = await sharp(input, { limitInputPixels: Number(maxPixels) })
  .rotate()
  .tile({ layout: "iiif3", size: Number(size), id: "https://iiif.invalid/iiif/3" })
  .toFile(output as string)
  .catch((err: Error) => {
    // One line, sharp's own words: the tiler keeps it as the reason (not Node's crash report).
    process.stderr.write(`${err.message.split("\n")[0]}\n`);
    process.exit(1);
  });
// Its own peak RSS too (KB): the bench reports it (scripts/bench-tiles.ts).
const peakKb = process.resourceUsage().maxRSS;
process.stdout.write(JSON.stringify({ width: info.width, height: info.height, peakKb }));
