import type { Settings } from "../../common/api-types.ts";
import type { SettingsInput } from "../../common/schemas.ts";
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

/** Saves every text field; the structure image changes only when a new one is given. */
export async function saveSettings(
  db: Db,
  input: SettingsInput,
  gambarStruktur?: string,
): Promise<{ settings: Settings; replacedImage?: string }> {
  return db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    const image = gambarStruktur ?? before.Gambar_Struktur;
    await upsertSettings(trx, {
      no_whatsapp: input.No_WhatsApp?.trim() ?? before.No_WhatsApp,
      email: input.Email?.trim() ?? before.Email,
      alamat: input.Alamat?.trim() ?? before.Alamat,
      deskripsi_footer: input.Deskripsi_Footer?.trim() ?? before.Deskripsi_Footer,
      deskripsi_kesultanan: input.Deskripsi_Kesultanan?.trim() ?? before.Deskripsi_Kesultanan,
      gambar_struktur: image,
      updated_at: new Date().toISOString(),
    });
    const replaced =
      gambarStruktur && before.Gambar_Struktur !== gambarStruktur
        ? before.Gambar_Struktur
        : undefined;
    return { settings: await getSettings(trx), replacedImage: replaced || undefined };
  });
}
