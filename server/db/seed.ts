import { readFile } from "node:fs/promises";
import type { TextType } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { createDokumentasi } from "../dokumentasi/dokumentasi.service.ts";
import { createInformasi } from "../informasi/informasi.service.ts";
import { processImage } from "../media/image-intake.ts";
import { saveSettings } from "../settings/settings.service.ts";
import { saveText } from "../texts/texts.service.ts";
import { seedDokumentasi, seedInformasi, seedSettings, seedTexts } from "./seed/content.ts";
import { renderSeedImage } from "./seed/images.ts";

const STRUCTURE_CHART = new URL("../../public/images/struktur.jpg", import.meta.url);

async function hasContent({ db }: AppDeps): Promise<boolean> {
  const [info, doc, text] = await Promise.all([
    db.selectFrom("informasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("dokumentasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("texts").select("type").limit(1).executeTakeFirst(),
  ]);
  return Boolean(info || doc || text);
}

/** Fills an empty site with the Indonesian demo content and its images. */
export async function seedDemoContent(deps: AppDeps): Promise<boolean> {
  if (await hasContent(deps)) return false;
  const { db, media } = deps;
  const store = async (image: Buffer) => media.save(await processImage(image));

  for (const [type, content] of Object.entries(seedTexts)) {
    await saveText(db, type as TextType, content);
  }
  // Images are drawn and processed in parallel (sharp uses its own threads); rows go in in order.
  const [structure, infoImages, docImages] = await Promise.all([
    readFile(STRUCTURE_CHART).then(store),
    Promise.all(seedInformasi.map(async (i) => store(await renderSeedImage(i.image, i.judul)))),
    Promise.all(seedDokumentasi.map(async (d) => store(await renderSeedImage(d.image, d.judul)))),
  ]);
  await saveSettings(db, seedSettings, structure);
  for (const [index, item] of seedInformasi.entries()) {
    const created = await createInformasi(db, { ...item }, infoImages[index]);
    await db
      .updateTable("informasi")
      .set({ views: item.views })
      .where("id", "=", created.id)
      .execute();
  }
  for (const [index, item] of seedDokumentasi.entries()) {
    await createDokumentasi(db, {
      input: { ...item },
      gambar: docImages[index],
      uploaderName: item.uploaded,
    });
  }
  deps.contentVersion.bump();
  return true;
}
