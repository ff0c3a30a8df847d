// The collection's IIIF resources (CONTRACT: `/iiif/3/…`): each published picture's Image API 3.0
// level-0 `info.json` and static tiles, each published object's manifest, and the Collection.
// Readable by viewers on any site; drafts and scheduled objects are never answered (404).
import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { koleksiContent } from "../content/registry.ts";
import { VISITOR } from "../content/visibility.ts";
import type { AppEnv } from "../http/app-env.ts";
import { IMMUTABLE_CACHE } from "../http/static-files.ts";
import { getKoleksiBySlug } from "../koleksi/koleksi.service.ts";
import { publishedPicture, readyPicture } from "./iiif.repository.ts";
import { koleksiCollection, koleksiManifest, type ReadyView } from "./iiif-documents.ts";
import { tileStoreFor } from "./tile-store.ts";

/** Documents that change when staff edit: kept an hour by browsers and caches. */
const DOCUMENT_CACHE = "public, max-age=3600";

function shared(c: Context, cache: string) {
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  c.header("Cache-Control", cache);
}

const NOT_FOUND = { message: "Tidak ditemukan" };

export function iiifRouter(deps: AppDeps) {
  const tiles = tileStoreFor(deps);
  const origin = (c: Context) => deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;
  const json = (c: Context, body: unknown, cache: string) => {
    shared(c, cache);
    c.header(
      "Content-Type",
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
    return c.body(JSON.stringify(body));
  };

  return new Hono<AppEnv>()
    .get("/koleksi.json", async (c) => {
      const items = await koleksiContent.list(deps.db, undefined, VISITOR);
      return json(c, koleksiCollection(origin(c), items), DOCUMENT_CACHE);
    })
    .get("/koleksi/:slug/manifest.json", async (c) => {
      const item = await getKoleksiBySlug(deps.db, c.req.param("slug"), VISITOR);
      if (!item || item.slug !== c.req.param("slug")) return c.json(NOT_FOUND, 404);
      const candidates = [
        ...(item.gambar
          ? [
              {
                gambar: item.gambar,
                keterangan: item.keterangan_gambar,
                keterangan_en: item.keterangan_gambar_en ?? "",
              },
            ]
          : []),
        ...item.galeri.map((g) => ({
          gambar: g.gambar,
          keterangan: g.keterangan,
          keterangan_en: g.keterangan_en ?? "",
        })),
      ];
      const views: ReadyView[] = [];
      for (const view of candidates) {
        const size = await readyPicture(deps.db, view.gambar);
        if (size?.lebar && size.tinggi)
          views.push({ ...view, width: size.lebar, height: size.tinggi });
      }
      return json(c, koleksiManifest(origin(c), item, views), DOCUMENT_CACHE);
    })
    .get("/:name/info.json", async (c) => {
      const name = c.req.param("name");
      const gambar = await publishedPicture(deps.db, name);
      const stored = gambar && (await tiles.read(name, "info.json"));
      if (!stored) return c.json(NOT_FOUND, 404);
      const info = JSON.parse(stored.toString("utf8"));
      info.id = `${origin(c)}/iiif/3/${name}`;
      shared(c, DOCUMENT_CACHE);
      c.header(
        "Content-Type",
        'application/ld+json;profile="http://iiif.io/api/image/3/context.json"',
      );
      return c.body(JSON.stringify(info));
    })
    .get("/:name/:region/:size/:rotation/:file", async (c) => {
      const { name, region, size, rotation, file } = c.req.param();
      const path = `${region}/${size}/${rotation}/${file}`;
      if (!(await publishedPicture(deps.db, name))) return c.json(NOT_FOUND, 404);
      const tile = await tiles.read(name, path);
      if (!tile) return c.json(NOT_FOUND, 404);
      shared(c, IMMUTABLE_CACHE);
      c.header("Content-Type", "image/jpeg");
      return c.body(new Uint8Array(tile));
    });
}
