import { readFile } from "node:fs/promises";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import type { TextType } from "../../common/schemas/texts.schema.ts";
import { changeKejadian } from "../agenda/agenda.service.ts";
import type { AppDeps } from "../app-deps.ts";
import { type ContentDeps, writeContentTogether } from "../content/content-write.ts";
import {
  agendaContent,
  dokumentasiContent,
  galleryByJenis,
  informasiContent,
  koleksiContent,
} from "../content/registry.ts";
import { setViews } from "../informasi/informasi.repository.ts";
import { saveKunjungan } from "../kunjungan/kunjungan.service.ts";
import type { MediaStore } from "../media/media-store.ts";
import { saveSettings } from "../settings/settings.service.ts";
import { saveText } from "../texts/texts.service.ts";
import { seedAgenda } from "./demo-agenda.ts";
import { renderSeedImage, renderSeedMaster } from "./demo-images.ts";
import { seedKoleksi } from "./demo-koleksi.ts";
import {
  seedDokumentasi,
  seedInformasi,
  seedKunjungan,
  seedSettings,
  seedTexts,
  seedTextsEn,
} from "./demo-texts.ts";
import { hasAnyContent } from "./site-content.repository.ts";

const STRUCTURE_CHART = new URL("../../public/images/struktur.jpg", import.meta.url);

const asUpload = (data: Buffer, name: string) => new File([new Uint8Array(data)], name);

/**
 * Fills an empty site with the Indonesian demo content, through the same services staff use. All
 * of it is written in one transaction, announced once committed: a failure leaves the site empty
 * (the images it stored are removed again), so a later run starts afresh.
 */
export async function seedDemoContent(deps: AppDeps): Promise<boolean> {
  if (await hasAnyContent(deps.db)) return false;
  const uploads = await renderUploads();
  const stored: string[] = [];
  const media = recordingSaves(deps.media, stored);
  try {
    await writeContentTogether({ ...deps, media }, (seeding) => writeDemoContent(seeding, uploads));
  } catch (err) {
    await Promise.all(stored.map((path) => deps.media.remove(path, IMAGE_VARIANT_WIDTHS)));
    throw err;
  }
  return true;
}

type Uploads = {
  structure: File;
  informasi: File[];
  dokumentasi: File[];
  agenda: File[];
  koleksi: Array<{ picture: File; views: File[] }>;
};

// The pictures are drawn in parallel (sharp uses its own threads) before the transaction starts.
async function renderUploads(): Promise<Uploads> {
  const draw = async (spec: (typeof seedInformasi)[number]["image"], title: string) =>
    asUpload(await renderSeedImage(spec, title), "demo.png");
  const [structure, informasi, dokumentasi, agenda, koleksi] = await Promise.all([
    readFile(STRUCTURE_CHART).then((data) => asUpload(data, "struktur.jpg")),
    Promise.all(seedInformasi.map((i) => draw(i.image, i.judul))),
    Promise.all(seedDokumentasi.map((d) => draw(d.image, d.judul))),
    Promise.all(seedAgenda.map((a) => draw(a.image, a.judul))),
    Promise.all(
      seedKoleksi.map(async (k) => ({
        picture: k.large
          ? asUpload(await largeMaster(k.image, k.judul), "demo.jpg")
          : await draw(k.image, k.judul),
        views: await Promise.all((k.views ?? []).map((v) => draw(v.image, v.keterangan))),
      })),
    ),
  ]);
  return { structure, informasi, dokumentasi, agenda, koleksi };
}

async function writeDemoContent(deps: ContentDeps, uploads: Uploads): Promise<void> {
  for (const [type, content] of Object.entries(seedTexts)) {
    await saveText(deps, type as TextType, content, undefined, seedTextsEn[type as TextType]);
  }
  await saveSettings(deps, seedSettings, { Gambar_Struktur: uploads.structure });
  await saveKunjungan(deps, {
    ...seedKunjungan,
    jam: seedKunjungan.jam.map((j) => ({
      ...j,
      istirahat: "istirahat" in j ? { ...j.istirahat } : null,
    })),
    tiket: seedKunjungan.tiket.map((t) => ({ ...t })),
  });
  for (const [index, item] of seedInformasi.entries()) {
    const { judul, tanggal, deskripsi, judul_en, deskripsi_en } = item;
    const created = await informasiContent.create(deps, {
      input: { judul, tanggal, deskripsi, judul_en, deskripsi_en },
      upload: uploads.informasi[index],
    });
    await setViews(deps.db, created.id, item.views);
  }
  for (const [index, item] of seedDokumentasi.entries()) {
    const { judul, tanggal, deskripsi, uploaded, judul_en, deskripsi_en } = item;
    await dokumentasiContent.create(deps, {
      input: { judul, tanggal, deskripsi, uploaded, judul_en, deskripsi_en },
      upload: uploads.dokumentasi[index],
      authorName: uploaded,
    });
  }
  for (const [index, item] of seedAgenda.entries()) {
    const { image, dipastikan, ...fields } = item;
    const created = await agendaContent.create(deps, {
      input: {
        ...fields,
        ulang: "tahunan_hijriah",
        tanggal: "",
        lama_hari: 1,
        jam_selesai: null,
        keterangan_gambar: item.judul,
        keterangan_gambar_en: item.judul_en,
      },
      upload: uploads.agenda[index],
    });
    for (const { dihitung, tanggal_baru } of dipastikan) {
      await changeKejadian(
        deps,
        created.id,
        dihitung,
        tanggal_baru ? { tanggal_baru } : { pasti: true },
      );
    }
  }
  await writeDemoKoleksi(deps, uploads.koleksi);
}

let drawnMaster: Promise<Buffer> | undefined;

/**
 * The one large master, drawn once per process: a site seeds once, and the tests that seed many
 * sites in one process pay for it once.
 */
function largeMaster(image: Parameters<typeof renderSeedMaster>[0], caption: string) {
  drawnMaster ??= renderSeedMaster(image, caption);
  return drawnMaster;
}

async function writeDemoKoleksi(deps: ContentDeps, uploads: Uploads["koleksi"]): Promise<void> {
  const gallery = galleryByJenis("koleksi");
  for (const [index, item] of seedKoleksi.entries()) {
    const { image, large, views, ...fields } = item;
    const created = await koleksiContent.create(deps, {
      input: {
        ...fields,
        keterangan_gambar: "Gambar ilustrasi",
        keterangan_gambar_en: "Illustration",
      },
      upload: uploads[index]?.picture,
    });
    for (const [at, view] of (views ?? []).entries()) {
      const { keterangan, keterangan_en } = view;
      await gallery?.add(deps, {
        itemId: created.id,
        keterangan,
        keterangan_en,
        upload: uploads[index]?.views[at],
      });
    }
  }
}

/** The media store, noting each image it saves (to remove them again when the seed fails). */
function recordingSaves(media: MediaStore, stored: string[]): MediaStore {
  return new Proxy(media, {
    get(target, property, receiver) {
      if (property !== "save") return Reflect.get(target, property, receiver);
      return async (...args: Parameters<MediaStore["save"]>) => {
        const path = await target.save(...args);
        stored.push(path);
        return path;
      };
    },
  });
}
