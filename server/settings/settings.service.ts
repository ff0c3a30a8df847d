import type { Settings } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { SettingsInput } from "../../common/schemas/settings.schema.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { cleanEnglishRichText } from "../content/english.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { deskItem } from "../desk/desk-items.ts";
import { type DeskWrite, holdForWrite, writeVersioned } from "../desk/versioned-write.ts";
import { DomainError } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findSettings, upsertSettings } from "./settings.repository.ts";

const EMPTY: Settings = {
  No_WhatsApp: "",
  Email: "",
  Alamat: "",
  Deskripsi_Footer: "",
  Deskripsi_Kesultanan: "",
  Gambar_Struktur: "",
  Teks_Sambutan: "",
  Gambar_Sambutan: "",
  Peta_Lintang: "",
  Peta_Bujur: "",
  Wajib_2FA: "",
  versi: 0,
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
    Teks_Sambutan: row.teks_sambutan,
    Gambar_Sambutan: row.gambar_sambutan,
    Peta_Lintang: row.peta_lintang,
    Peta_Bujur: row.peta_bujur,
    Wajib_2FA: row.wajib_2fa,
    ...presentTranslations({
      Deskripsi_Footer_en: row.deskripsi_footer_en,
      Deskripsi_Kesultanan_en: row.deskripsi_kesultanan_en,
      Teks_Sambutan_en: row.teks_sambutan_en,
    }),
    versi: Number(row.versi),
  };
}

/** Images a settings save may carry, by their form field. */
export type SettingsUploads = { Gambar_Struktur?: File; Gambar_Sambutan?: File };

/** A pin needs both numbers; both empty means the shipped pin. */
function requireWholePin(lintang: string, bujur: string) {
  if (Boolean(lintang) === Boolean(bujur)) return;
  const field = lintang ? "Peta_Bujur" : "Peta_Lintang";
  throw new DomainError("invalid", MESSAGES.mapPinIncomplete, {
    [field]: MESSAGES.mapPinIncomplete,
  });
}

/**
 * Saves the fields sent (left out keeps a value); an image changes only with a new upload (or, when
 * an earlier version is restored, to the picture that version showed).
 */
export function saveSettings(
  deps: ContentDeps,
  input: SettingsInput,
  uploads: SettingsUploads = {},
  actor?: Actor,
  desk: DeskWrite = { versi: input.versi },
): Promise<Settings> {
  return writeContent(deps, { uploads }, async (db, _gambar, stored) => {
    await holdForWrite(db, deskItem("settings", 1));
    const before = await getSettings(db);
    const snapshot = async () => before;
    const images = {
      Gambar_Struktur: stored.Gambar_Struktur ?? desk.paths?.Gambar_Struktur,
      Gambar_Sambutan: stored.Gambar_Sambutan ?? desk.paths?.Gambar_Sambutan,
    };
    await writeVersioned(db, deskItem("settings", 1), { desk, actor }, snapshot, () =>
      write(db, before, images),
    );
    return {
      item: await getSettings(db),
      replacedImages: [
        images.Gambar_Struktur && before.Gambar_Struktur,
        images.Gambar_Sambutan && before.Gambar_Sambutan,
      ],
    };
  });

  async function write(db: Db, before: Settings, images: Record<string, string | undefined>) {
    const lintang = input.Peta_Lintang ?? before.Peta_Lintang;
    const bujur = input.Peta_Bujur ?? before.Peta_Bujur;
    requireWholePin(lintang, bujur);
    await upsertSettings(db, {
      no_whatsapp: input.No_WhatsApp?.trim() ?? before.No_WhatsApp,
      email: input.Email?.trim() ?? before.Email,
      alamat: input.Alamat?.trim() ?? before.Alamat,
      deskripsi_footer: input.Deskripsi_Footer?.trim() ?? before.Deskripsi_Footer,
      deskripsi_kesultanan: input.Deskripsi_Kesultanan?.trim() ?? before.Deskripsi_Kesultanan,
      gambar_struktur: images.Gambar_Struktur ?? before.Gambar_Struktur,
      teks_sambutan:
        input.Teks_Sambutan === undefined
          ? before.Teks_Sambutan
          : sanitizeRichText(input.Teks_Sambutan).trim(),
      gambar_sambutan: images.Gambar_Sambutan ?? before.Gambar_Sambutan,
      peta_lintang: lintang,
      peta_bujur: bujur,
      wajib_2fa: input.Wajib_2FA ?? before.Wajib_2FA,
      deskripsi_footer_en: input.Deskripsi_Footer_en?.trim() ?? before.Deskripsi_Footer_en ?? "",
      deskripsi_kesultanan_en:
        input.Deskripsi_Kesultanan_en?.trim() ?? before.Deskripsi_Kesultanan_en ?? "",
      teks_sambutan_en:
        input.Teks_Sambutan_en === undefined
          ? (before.Teks_Sambutan_en ?? "")
          : cleanEnglishRichText(input.Teks_Sambutan_en),
      updated_at: new Date().toISOString(),
    });
    const aksi = desk.restoring ? "pulihkan" : "ubah";
    await recordChange(db, actor, { aksi, jenis: "settings", target: "Pengaturan situs" });
  }
}
