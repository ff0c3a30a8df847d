import type { Settings } from "../../common/api-types.ts";
import type { SettingsInput } from "../../common/schemas.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import type { Db } from "../db/create-database.ts";
import { findSettings, upsertSettings } from "./settings.repository.ts";

const EMPTY: Settings = {
  No_WhatsApp: "",
  Email: "",
  Alamat: "",
  Deskripsi_Footer: "",
  Deskripsi_Kesultanan: "",
  Gambar_Struktur: "",
};

export async function getSettings(db: Db): Promise<Settings> {
  const row = await findSettings(db);
  if (!row) return { ...EMPTY };
  return {
    No_WhatsApp: row.no_whatsapp,
    Email: row.email,
    Alamat: row.alamat,
    Deskripsi_Footer: row.deskripsi_footer,
    Deskripsi_Kesultanan: row.deskripsi_kesultanan,
    Gambar_Struktur: row.gambar_struktur,
  };
}

/** Saves every text field; the structure image changes only when a new one is uploaded. */
export function saveSettings(
  deps: ContentDeps,
  input: SettingsInput,
  upload?: File,
): Promise<Settings> {
  return writeContent(deps, { upload }, async (db, gambarStruktur) => {
    const before = await getSettings(db);
    await upsertSettings(db, {
      no_whatsapp: input.No_WhatsApp?.trim() ?? before.No_WhatsApp,
      email: input.Email?.trim() ?? before.Email,
      alamat: input.Alamat?.trim() ?? before.Alamat,
      deskripsi_footer: input.Deskripsi_Footer?.trim() ?? before.Deskripsi_Footer,
      deskripsi_kesultanan: input.Deskripsi_Kesultanan?.trim() ?? before.Deskripsi_Kesultanan,
      gambar_struktur: gambarStruktur ?? before.Gambar_Struktur,
      updated_at: new Date().toISOString(),
    });
    return { item: await getSettings(db), replacedImage: gambarStruktur && before.Gambar_Struktur };
  });
}
