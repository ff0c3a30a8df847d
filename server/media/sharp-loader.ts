import type sharp from "sharp";

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp, loaded at the first picture to encode: libvips takes about 20 MB resident in a process,
 * and most processes of a site serve pages and never encode one (docs/decisions/006-memory.md).
 * libvips keeps up to 50 MB of recent operations for reuse; every upload here is new, so that
 * cache is turned off and only holds memory.
 */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import("sharp").then(({ default: loaded }) => {
    loaded.cache(false);
    return loaded;
  });
  return loading;
}
