// Addresses of the collection's IIIF resources (CONTRACT: `/iiif/3/…`), root-relative.

export const IIIF_PREFIX = "/iiif/3";

/** The IIIF name of a stored picture: its file name without extension (`/uploads/ab12.jpg` → `ab12`). */
export function iiifNameOf(gambar: string): string | undefined {
  return /^\/uploads\/([a-f0-9]{32})\.[a-z0-9]+$/.exec(gambar)?.[1];
}

/** The picture's Image API service (`…/info.json` without the file). */
export const iiifImageOf = (name: string) => `${IIIF_PREFIX}/${name}`;

/** The picture's `info.json`, or "" for no stored picture. */
export function iiifInfoOf(gambar: string): string {
  const name = iiifNameOf(gambar);
  return name ? `${iiifImageOf(name)}/info.json` : "";
}

export const iiifManifestOf = (slug: string) =>
  `${IIIF_PREFIX}/koleksi/${encodeURIComponent(slug)}/manifest.json`;

export const IIIF_COLLECTION = `${IIIF_PREFIX}/koleksi.json`;
