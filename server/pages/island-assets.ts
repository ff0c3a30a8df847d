import { readFileSync } from "node:fs";
import type { IslandAssets } from "../../common/site-context.ts";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The islands script of the public pages and the modules it imports, from the manifest the build
 * writes (scripts/build-public-assets.ts), kept beside the server build. Undefined when there is none (development).
 */
export function readIslandAssets(manifestUrl: URL): IslandAssets | undefined {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, "utf8"));
  } catch {
    return undefined;
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const preload = new Set<string>();
  const visit = (keys: string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || preload.has(`/${chunk.file}`)) continue;
      preload.add(`/${chunk.file}`);
      visit(chunk.imports);
    }
  };
  visit(entry.imports);
  return { entry: `/${entry.file}`, preload: [...preload] };
}
