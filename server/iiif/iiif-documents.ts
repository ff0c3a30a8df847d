// IIIF Presentation API 3.0 documents of the collection: one manifest per published object (its
// views as canvases, each painted by its picture with its level-0 image service) and one
// Collection of every published object. Language maps carry `id` and `en`.
import { imageVariantPath } from "../../common/images.ts";
import {
  IIIF_COLLECTION,
  iiifImageOf,
  iiifManifestOf,
  iiifNameOf,
} from "../../common/koleksi/iiif-paths.ts";
import { KATEGORI, LISENSI } from "../../common/koleksi/koleksi-terms.ts";
import type { KoleksiDetail } from "../../common/koleksi/koleksi-types.ts";
import { koleksiWords } from "../../common/koleksi/koleksi-words.ts";
import { htmlToPlainText } from "../../common/plain-text.ts";

const PRESENTATION_CONTEXT = "http://iiif.io/api/presentation/3/context.json";

type LanguageMap = { id: string[]; en: string[] };
const both = (id: string, en: string): LanguageMap => ({ id: [id], en: [en || id] });
const same = (value: string) => both(value, value);

export type ReadyView = {
  gambar: string;
  keterangan: string;
  keterangan_en: string;
  width: number;
  height: number;
};

/** The object's manifest; `origin` makes every id absolute. */
export function koleksiManifest(origin: string, item: KoleksiDetail, views: ReadyView[]) {
  const id = `${origin}${iiifManifestOf(item.slug)}`;
  const t = { id: koleksiWords("id"), en: koleksiWords("en") };
  const field = (label: keyof typeof t.id & string, id: string, en = "") =>
    id ? [{ label: both(String(t.id[label]), String(t.en[label])), value: both(id, en) }] : [];
  const lisensi = LISENSI[item.lisensi] ?? LISENSI.inc;
  const kategori = KATEGORI[item.kategori] ?? KATEGORI.lainnya;
  return {
    "@context": PRESENTATION_CONTEXT,
    id,
    type: "Manifest",
    label: both(item.judul, item.judul_en ?? ""),
    summary: both(
      htmlToPlainText(item.deskripsi) || item.judul,
      htmlToPlainText(item.deskripsi_en ?? ""),
    ),
    metadata: [
      ...field("nomor", item.nomor_inventaris),
      ...field("kategori", kategori.id, kategori.en),
      ...field("bahan", item.bahan, item.bahan_en),
      ...field("periode", item.periode, item.periode_en),
      ...field("asal", item.asal, item.asal_en),
      ...field("ukuran", item.ukuran),
      ...field("lokasi", item.lokasi),
      ...field("lisensi", lisensi.nama),
    ],
    requiredStatement: {
      label: both("Atribusi", "Attribution"),
      value: both(t.id.museum, t.en.museum),
    },
    rights: lisensi.uri,
    homepage: [
      {
        id: `${origin}/koleksi/${encodeURIComponent(item.slug)}`,
        type: "Text",
        label: both(item.judul, item.judul_en ?? ""),
        format: "text/html",
      },
    ],
    ...(item.gambar ? { thumbnail: [thumbnailOf(origin, item.gambar)] } : {}),
    items: views.map((view, i) => {
      const canvas = `${id.replace(/\/manifest\.json$/, "")}/canvas/${i + 1}`;
      const name = iiifNameOf(view.gambar) ?? "";
      return {
        id: canvas,
        type: "Canvas",
        label: view.keterangan ? both(view.keterangan, view.keterangan_en) : same(`${i + 1}`),
        width: view.width,
        height: view.height,
        items: [
          {
            id: `${canvas}/page`,
            type: "AnnotationPage",
            items: [
              {
                id: `${canvas}/page/gambar`,
                type: "Annotation",
                motivation: "painting",
                target: canvas,
                body: {
                  id: `${origin}${view.gambar}`,
                  type: "Image",
                  format: view.gambar.endsWith(".png") ? "image/png" : "image/jpeg",
                  width: view.width,
                  height: view.height,
                  service: [
                    {
                      id: `${origin}${iiifImageOf(name)}`,
                      type: "ImageService3",
                      profile: "level0",
                    },
                  ],
                },
              },
            ],
          },
        ],
      };
    }),
  };
}

function thumbnailOf(origin: string, gambar: string) {
  return {
    id: `${origin}${imageVariantPath(gambar, 480)}`,
    type: "Image",
    format: "image/webp",
    width: 480,
  };
}

/** Every published object, as a Collection of their manifests. */
export function koleksiCollection(
  origin: string,
  items: ReadonlyArray<{ slug: string; judul: string; judul_en?: string; gambar: string }>,
) {
  return {
    "@context": PRESENTATION_CONTEXT,
    id: `${origin}${IIIF_COLLECTION}`,
    type: "Collection",
    label: both(
      "Koleksi Museum Keraton Kasepuhan Cirebon",
      "Museum Collection of Keraton Kasepuhan Cirebon",
    ),
    requiredStatement: {
      label: both("Atribusi", "Attribution"),
      value: both(koleksiWords("id").museum, koleksiWords("en").museum),
    },
    items: items.map((item) => ({
      id: `${origin}${iiifManifestOf(item.slug)}`,
      type: "Manifest",
      label: both(item.judul, item.judul_en ?? ""),
      ...(item.gambar ? { thumbnail: [thumbnailOf(origin, item.gambar)] } : {}),
    })),
  };
}
