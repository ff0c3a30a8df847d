import { readFile } from "node:fs/promises";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import type { TextType } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { createDokumentasi } from "../dokumentasi/dokumentasi.service.ts";
import { createInformasi } from "../informasi/informasi.service.ts";
import { processImage } from "../media/image-intake.ts";
import { upsertSettings } from "../settings/settings.repository.ts";
import { saveText } from "../texts/texts.service.ts";
import type { Db } from "./create-database.ts";
import { seedDokumentasi, seedInformasi, seedSettings, seedTexts } from "./seed/content.ts";
import { renderSeedImage } from "./seed/images.ts";

const STRUCTURE_CHART = new URL("../../public/images/struktur.jpg", import.meta.url);

type SeedImages = { structure: string; informasi: string[]; dokumentasi: string[] };

async function hasContent(db: Db): Promise<boolean> {
  const [info, doc, text] = await Promise.all([
    db.selectFrom("informasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("dokumentasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("texts").select("type").limit(1).executeTakeFirst(),
  ]);
  return Boolean(info || doc || text);
}

/**
 * Fills an empty site with the Indonesian demo content and its images. All rows are written in one
 * transaction: a failure leaves the site empty (its images removed), so a later run starts afresh.
 */
export async function seedDemoContent(deps: AppDeps): Promise<boolean> {
  if (await hasContent(deps.db)) return false;
  const images = await storeSeedImages(deps);
  try {
    await deps.db.transaction().execute((trx) => writeSeedRows(trx, images));
  } catch (err) {
    const stored = [images.structure, ...images.informasi, ...images.dokumentasi];
    await Promise.all(stored.map((path) => deps.media.remove(path, IMAGE_VARIANT_WIDTHS)));
    throw err;
  }
  deps.contentChanges.announce();
  return true;
}

// Images are drawn and processed in parallel (sharp uses its own threads).
async function storeSeedImages({ media }: AppDeps): Promise<SeedImages> {
  const store = async (image: Buffer) => media.save(await processImage(image));
  const [structure, informasi, dokumentasi] = await Promise.all([
    readFile(STRUCTURE_CHART).then(store),
    Promise.all(seedInformasi.map(async (i) => store(await renderSeedImage(i.image, i.judul)))),
    Promise.all(seedDokumentasi.map(async (d) => store(await renderSeedImage(d.image, d.judul)))),
  ]);
  return { structure, informasi, dokumentasi };
}

async function writeSeedRows(db: Db, images: SeedImages): Promise<void> {
  const now = new Date().toISOString();
  for (const [type, content] of Object.entries(seedTexts)) {
    await saveText(db, type as TextType, content);
  }
  await upsertSettings(db, {
    no_whatsapp: seedSettings.No_WhatsApp,
    email: seedSettings.Email,
    alamat: seedSettings.Alamat,
    deskripsi_footer: seedSettings.Deskripsi_Footer,
    deskripsi_kesultanan: seedSettings.Deskripsi_Kesultanan,
    gambar_struktur: images.structure,
    updated_at: now,
  });
  for (const [index, item] of seedInformasi.entries()) {
    const created = await createInformasi(db, { ...item }, images.informasi[index]);
    await db
      .updateTable("informasi")
      .set({ views: item.views })
      .where("id", "=", created.id)
      .execute();
  }
  for (const [index, item] of seedDokumentasi.entries()) {
    await createDokumentasi(db, {
      input: { ...item },
      gambar: images.dokumentasi[index],
      uploaderName: item.uploaded,
    });
  }
}
