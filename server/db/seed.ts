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
  const structure = await store(await readFile(STRUCTURE_CHART));
  await saveSettings(db, seedSettings, structure);
  for (const item of seedInformasi) {
    const gambar = await store(await renderSeedImage(item.image, item.judul));
    const created = await createInformasi(db, { ...item }, gambar);
    await db
      .updateTable("informasi")
      .set({ views: item.views })
      .where("id", "=", created.id)
      .execute();
  }
  for (const item of seedDokumentasi) {
    const gambar = await store(await renderSeedImage(item.image, item.judul));
    await createDokumentasi(db, { input: { ...item }, gambar, uploaderName: item.uploaded });
  }
  deps.contentVersion.bump();
  return true;
}
