import { loadSharp } from "../media/sharp-loader.ts";
import type { SeedImageSpec } from "./demo-texts.ts";
import {
  candiBentar,
  escapeXml,
  kawungPattern,
  kereta,
  megaMendung,
  PALETTES,
  pendopo,
  topeng,
} from "./svg-motifs.ts";

function motifLayer(spec: SeedImageSpec, width: number, height: number): string {
  const p = PALETTES[spec.palette];
  const ground = height * 0.86;
  const cx = width / 2;
  switch (spec.motif) {
    case "gapura":
      return candiBentar(cx, ground, height * 0.62, "#8b2e1f", "#f3d9c8");
    case "pendopo":
      return pendopo(cx, ground, Math.min(width * 0.5, height * 1.1), p.deep, "#5a3a1a");
    case "kereta":
      return kereta(cx, ground, height * 0.6, p.deep, p.accent);
    case "wayang":
      return topeng(cx, height * 0.45, height * 0.6, p.light, p.deep);
    case "batik":
      return `<rect x="${width * 0.12}" y="${height * 0.14}" width="${width * 0.76}" height="${height * 0.66}" rx="18" fill="url(#kawung)" stroke="${p.accent}" stroke-width="8"/>`;
    default:
      return [
        megaMendung(width * 0.33, height * 0.42, height / 330, p.bands),
        megaMendung(width * 0.68, height * 0.62, height / 380, p.bands),
      ].join("");
  }
}

/** The SVG source of a demo illustration: sky, clouds, motif, ground and a caption band. */
export function seedImageSvg(
  spec: SeedImageSpec,
  caption: string,
  width: number,
  height: number,
): string {
  const p = PALETTES[spec.palette];
  const clouds = [
    megaMendung(width * 0.16, height * 0.2, height / 560, p.bands.slice(1)),
    megaMendung(width * 0.84, height * 0.16, height / 640, p.bands.slice(1)),
  ].join("");
  const band = caption
    ? `<rect x="0" y="${height - height * 0.1}" width="${width}" height="${height * 0.1}" fill="#000" opacity="0.35"/><text x="${width / 2}" y="${height - height * 0.035}" font-family="serif" font-size="${Math.round(height * 0.045)}" fill="${p.light}" text-anchor="middle">${escapeXml(caption)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.bands[4]}"/></linearGradient>${kawungPattern("kawung", p.base, p.light)}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${clouds}
<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${p.deep}"/>
${motifLayer(spec, width, height)}${band}</svg>`;
}

/** Renders a demo illustration to JPEG. */
export async function renderSeedImage(
  spec: SeedImageSpec,
  caption: string,
  width = 1200,
  height = 800,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(seedImageSvg(spec, caption, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * A 6000×4000 master for deep zoom: the illustration under a fine batik weave (cells of 24 px),
 * so that each zoom level shows more. Plain JPEG: mozjpeg would take seconds more at 24 MP.
 */
export async function renderSeedMaster(spec: SeedImageSpec, caption: string): Promise<Buffer> {
  const [width, height] = [6000, 4000];
  const p = PALETTES[spec.palette];
  const weave = `<defs>${kawungPattern("halus", p.deep, "none", 24)}</defs><rect width="${width}" height="${height}" fill="url(#halus)" opacity="0.18"/></svg>`;
  const svg = seedImageSvg(spec, caption, width, height).replace(/<\/svg>$/, weave);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
