import type { TextEntry } from "../../common/api-types.ts";
import { RIWAYAT_LABELS } from "../../common/messages.ts";
import type { TextType } from "../../common/schemas/texts.schema.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { cleanEnglishRichText } from "../content/english.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { deskItem } from "../desk/desk-items.ts";
import { type DeskWrite, writeVersioned } from "../desk/versioned-write.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findText, upsertText } from "./texts.repository.ts";

/**
 * A text entry (visi, misi, sejarah, silsilah); empty content when never saved, `content_en` only
 * when it has an English twin; `versi` 0 before its first save.
 */
export async function getText(db: Db, type: TextType): Promise<TextEntry> {
  const row = await findText(db, type);
  return {
    type,
    content: row?.content ?? "",
    ...presentTranslations({ content_en: row?.content_en }),
    versi: Number(row?.versi ?? 0),
  };
}

/** Saves the text; `contentEn` left out (SPEC's `{type, content}`) keeps the saved English. */
export function saveText(
  deps: ContentDeps,
  type: TextType,
  content: string,
  actor?: Actor,
  contentEn?: string,
  desk: DeskWrite = {},
): Promise<TextEntry> {
  return writeContent(deps, {}, async (db) => {
    const snapshot = () => getText(db, type);
    await writeVersioned(db, deskItem("teks", type), { desk, actor }, snapshot, async () => {
      const clean = sanitizeRichText(content);
      const english =
        contentEn === undefined
          ? ((await findText(db, type))?.content_en ?? "")
          : cleanEnglishRichText(contentEn);
      await upsertText(db, type, clean, english);
      const target = RIWAYAT_LABELS.teks[type];
      const aksi = desk.restoring ? "pulihkan" : "ubah";
      await recordChange(db, actor, { aksi, jenis: "teks", target });
    });
    return { item: await getText(db, type) };
  });
}
