// Draws the images that ship with the site (hero banners, gate, structure chart, social card,
// favicon) into public/images. Run once after changing a drawing: `npx node scripts/make-site-images.ts`.
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { seedImageSvg } from "../server/seed/demo-images.ts";
import { candiBentar, escapeXml, megaMendung, PALETTES } from "../server/seed/svg-motifs.ts";

const OUT = new URL("../public/images/", import.meta.url);
const WIDTHS = [480, 960, 1600];

async function write(name: string, svg: string): Promise<void> {
  const source = Buffer.from(svg);
  const { width = 0 } = await sharp(source).metadata();
  writeFileSync(
    new URL(`${name}.jpg`, OUT),
    await sharp(source).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  );
  for (const w of WIDTHS.filter((w) => w <= width)) {
    writeFileSync(
      new URL(`${name}-w${w}.webp`, OUT),
      await sharp(source).resize({ width: w }).webp({ quality: 78 }).toBuffer(),
    );
  }
}

function siteInggil(width: number, height: number): string {
  const p = PALETTES.merah;
  const ground = height * 0.9;
  const wall = Array.from({ length: 9 }, (_, i) => {
    const y = ground - (i + 1) * 14;
    return `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#f3d9c8" stroke-width="1.5" opacity="0.3"/>`;
  }).join("");
  const gates = [0.2, 0.5, 0.8]
    .map((x, i) =>
      candiBentar(width * x, ground, height * (i === 1 ? 0.72 : 0.5), "#8b2e1f", "#f3d9c8"),
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e7c8"/><stop offset="1" stop-color="#d98c6a"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>${megaMendung(width * 0.12, height * 0.25, height / 420, p.bands.slice(1))}${megaMendung(width * 0.9, height * 0.2, height / 480, p.bands.slice(1))}
<rect y="${ground - 130}" width="${width}" height="130" fill="#9b3a27"/>${wall}${gates}<rect y="${ground}" width="${width}" height="${height - ground}" fill="${p.deep}"/></svg>`;
}

function structureChart(): string {
  const box = (x: number, y: number, w: number, label: string, sub: string) =>
    `<g><rect x="${x - w / 2}" y="${y}" width="${w}" height="96" rx="14" fill="#fbf6ea" stroke="#c9a227" stroke-width="4"/><text x="${x}" y="${y + 44}" font-family="serif" font-size="32" fill="#6a2216" text-anchor="middle">${escapeXml(label)}</text><text x="${x}" y="${y + 76}" font-family="sans-serif" font-size="20" fill="#4a3b2a" text-anchor="middle">${escapeXml(sub)}</text></g>`;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} V${(y1 + y2) / 2} H${x2} V${y2}" stroke="#c9a227" stroke-width="4" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#8b2e1f"/>
${megaMendung(150, 120, 0.9, PALETTES.merah.bands)}${megaMendung(1060, 700, 0.8, PALETTES.merah.bands)}
<text x="600" y="90" font-family="serif" font-size="44" fill="#fbf6ea" text-anchor="middle">Struktur Keraton Kasepuhan</text>
${line(600, 246, 600, 350)}${line(600, 446, 330, 560)}${line(600, 446, 870, 560)}
${box(600, 150, 420, "Sultan Sepuh", "Pemangku adat dan pemimpin keraton")}
${box(600, 350, 360, "Patih", "Urusan sehari-hari keraton")}
${box(330, 560, 420, "Kerabat Keraton", "Tugas-tugas adat")}
${box(870, 560, 420, "Abdi Dalem", "Menjaga pusaka dan upacara")}</svg>`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#8b2e1f"/><path d="M8 44 C4 44 4 36 10 35 C9 27 20 24 24 30 C26 20 40 19 42 28 C47 22 58 26 56 35 C62 35 62 44 56 44 Z" fill="#c9a227"/><path d="M16 42 C13 42 13 37 17 36 C17 31 24 30 26 34 C28 28 37 28 38 33 C41 30 48 32 47 37 C51 37 51 42 47 42 Z" fill="#8b2e1f"/><path d="M22 41 C21 38 25 36 27 38 C29 35 35 35 36 38 C38 36 42 38 41 41 Z" fill="#e3c766"/></svg>`;

mkdirSync(OUT, { recursive: true });
await write("hero-1", seedImageSvg({ motif: "gapura", palette: "merah" }, "", 1600, 500));
await write("hero-2", siteInggil(1600, 500));
await write("hero-3", seedImageSvg({ motif: "pendopo", palette: "emas" }, "", 1600, 500));
await write("gerbang", seedImageSvg({ motif: "gapura", palette: "emas" }, "", 1200, 900));
await write("struktur", structureChart());
await write(
  "og-default",
  seedImageSvg({ motif: "gapura", palette: "merah" }, "Keraton Kasepuhan Cirebon", 1200, 630),
);
writeFileSync(new URL("../favicon.svg", OUT), FAVICON);
console.log("public/images written");
