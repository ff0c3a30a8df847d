// Illustrations drawn as SVG for the demo content and the shipped images: nothing is downloaded.
import type { SeedImageSpec } from "./demo-texts.ts";

export type Palette = {
  deep: string;
  base: string;
  accent: string;
  light: string;
  bands: string[];
};

export const PALETTES: Record<SeedImageSpec["palette"], Palette> = {
  merah: {
    deep: "#4a130b",
    base: "#8b2e1f",
    accent: "#c9a227",
    light: "#fbf6ea",
    bands: ["#5e1a10", "#7a2618", "#9b3a27", "#b85a3f", "#d98c6a"],
  },
  emas: {
    deep: "#5c4708",
    base: "#8a6d12",
    accent: "#fbf6ea",
    light: "#fff8e1",
    bands: ["#6b530c", "#8a6d12", "#a98a22", "#c9a227", "#e3c766"],
  },
  biru: {
    deep: "#0c1b2e",
    base: "#1f3a5f",
    accent: "#c9a227",
    light: "#e9f0f7",
    bands: ["#10243d", "#1f3a5f", "#2f5683", "#4a77a8", "#7fa6cf"],
  },
  hijau: {
    deep: "#10261a",
    base: "#2f5d3a",
    accent: "#c9a227",
    light: "#f1f6ea",
    bands: ["#17331e", "#25492d", "#356543", "#4f855d", "#7fae86"],
  },
};

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

const CLOUD =
  "M-120 20 C-150 20 -150 -20 -118 -24 C-122 -62 -70 -74 -52 -46 C-44 -92 20 -96 30 -54 C52 -84 104 -70 98 -30 C136 -34 148 14 118 20 Z";

/** A mega mendung cloud: the same lobed outline in nested bands, dark outside to light inside. */
export function megaMendung(x: number, y: number, scale: number, bands: string[]): string {
  const layers = bands
    .map((color, i) => {
      const s = scale * (1 - i * 0.17);
      return `<path d="${CLOUD}" transform="translate(${x} ${y + i * 3 * scale}) scale(${s.toFixed(3)})" fill="${color}"/>`;
    })
    .join("");
  return `<g>${layers}</g>`;
}

/** Candi bentar: a split gate of stepped red-brick towers, as at the Siti Inggil. */
export function candiBentar(
  cx: number,
  ground: number,
  height: number,
  brick: string,
  mortar: string,
): string {
  const w = height * 0.42;
  const gap = height * 0.16;
  const tiers = 7;
  const points: string[] = [];
  for (let i = 0; i <= tiers; i++) {
    const t = i / tiers;
    const y = ground - height * t;
    const half = w * (1 - t * 0.78);
    points.push(`${-half},${y}`, `${-half},${y - height / tiers}`);
  }
  const outline = `M0,${ground} L${points.join(" L")} L0,${ground - height} Z`;
  const courses = Array.from({ length: 24 }, (_, i) => {
    const y = ground - (height * (i + 1)) / 25;
    return `<line x1="${-w}" y1="${y}" x2="0" y2="${y}" stroke="${mortar}" stroke-width="1.2" opacity="0.35"/>`;
  }).join("");
  const half = `<clipPath id="gate-clip"><path d="${outline}"/></clipPath><path d="${outline}" fill="${brick}"/><g clip-path="url(#gate-clip)">${courses}</g>`;
  return `<g transform="translate(${cx - gap / 2} 0)">${half}</g><g transform="translate(${cx + gap / 2} 0) scale(-1 1)"><path d="${outline}" fill="${brick}"/><g clip-path="url(#gate-clip)">${courses}</g></g>`;
}

/** A pendopo: layered joglo roof over slender pillars. */
export function pendopo(
  cx: number,
  ground: number,
  width: number,
  roof: string,
  wood: string,
): string {
  const h = width * 0.55;
  const pillars = [-0.38, -0.13, 0.13, 0.38]
    .map(
      (p) =>
        `<rect x="${cx + p * width - 6}" y="${ground - h * 0.45}" width="12" height="${h * 0.45}" fill="${wood}"/>`,
    )
    .join("");
  const roofs = [0, 1, 2]
    .map((i) => {
      const top = ground - h * (0.45 + i * 0.18);
      const half = (width / 2) * (1 - i * 0.3);
      return `<path d="M${cx - half - 20},${top} L${cx - half * 0.55},${top - h * 0.2} L${cx + half * 0.55},${top - h * 0.2} L${cx + half + 20},${top} Z" fill="${roof}"/>`;
    })
    .join("");
  return `<g>${pillars}<rect x="${cx - width / 2}" y="${ground - 14}" width="${width}" height="14" fill="${wood}"/>${roofs}</g>`;
}

/** A stylised royal carriage with a curling prow, in the spirit of the Singa Barong. */
export function kereta(
  cx: number,
  ground: number,
  size: number,
  body: string,
  trim: string,
): string {
  const r = size * 0.2;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${ground - r}" r="${r}" fill="none" stroke="${trim}" stroke-width="${size * 0.03}"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${x}" y1="${ground - r}" x2="${x + r * Math.cos(a)}" y2="${ground - r + r * Math.sin(a)}" stroke="${trim}" stroke-width="${size * 0.012}"/>`;
    }).join("");
  const top = ground - r * 1.6;
  const bodyPath = `M${cx - size * 0.55},${top} L${cx + size * 0.35},${top} C${cx + size * 0.6},${top} ${cx + size * 0.7},${top - size * 0.5} ${cx + size * 0.5},${top - size * 0.62} C${cx + size * 0.38},${top - size * 0.7} ${cx + size * 0.3},${top - size * 0.5} ${cx + size * 0.42},${top - size * 0.45} L${cx + size * 0.2},${top - size * 0.45} L${cx - size * 0.1},${top - size * 0.62} L${cx - size * 0.55},${top - size * 0.62} Z`;
  const wing = `M${cx - size * 0.1},${top - size * 0.4} C${cx - size * 0.3},${top - size * 0.9} ${cx - size * 0.6},${top - size * 0.8} ${cx - size * 0.7},${top - size * 0.55} C${cx - size * 0.5},${top - size * 0.6} ${cx - size * 0.3},${top - size * 0.5} ${cx - size * 0.1},${top - size * 0.4} Z`;
  return `<g><path d="${wing}" fill="${trim}" opacity="0.85"/><path d="${bodyPath}" fill="${body}" stroke="${trim}" stroke-width="${size * 0.02}"/>${wheel(cx - size * 0.32)}${wheel(cx + size * 0.18)}</g>`;
}

/** A topeng (dance mask) seen from the front. */
export function topeng(cx: number, cy: number, size: number, face: string, line: string): string {
  const eye = (dx: number) =>
    `<path d="M${cx + dx - size * 0.12},${cy - size * 0.05} Q${cx + dx},${cy - size * 0.14} ${cx + dx + size * 0.12},${cy - size * 0.05} Q${cx + dx},${cy} ${cx + dx - size * 0.12},${cy - size * 0.05} Z" fill="${line}"/>`;
  return `<g><ellipse cx="${cx}" cy="${cy}" rx="${size * 0.36}" ry="${size * 0.48}" fill="${face}" stroke="${line}" stroke-width="${size * 0.02}"/>${eye(-size * 0.15)}${eye(size * 0.15)}<path d="M${cx - size * 0.1},${cy + size * 0.2} Q${cx},${cy + size * 0.27} ${cx + size * 0.1},${cy + size * 0.2}" stroke="${line}" stroke-width="${size * 0.025}" fill="none"/><path d="M${cx - size * 0.2},${cy - size * 0.3} Q${cx},${cy - size * 0.42} ${cx + size * 0.2},${cy - size * 0.3}" stroke="${line}" stroke-width="${size * 0.02}" fill="none"/></g>`;
}

/** A kawung batik field: four-petal ovals repeated across the picture. */
export function kawungPattern(id: string, ink: string, ground: string, cell = 60): string {
  const c = cell / 2;
  const petal = (rot: number) =>
    `<ellipse cx="${c}" cy="${c - cell * 0.22}" rx="${cell * 0.13}" ry="${cell * 0.22}" transform="rotate(${rot} ${c} ${c})" fill="${ink}"/>`;
  return `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><rect width="${cell}" height="${cell}" fill="${ground}"/>${[0, 90, 180, 270].map(petal).join("")}<circle cx="${c}" cy="${c}" r="${cell * 0.05}" fill="${ground}"/></pattern>`;
}
