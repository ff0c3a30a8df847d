import type { TextEntry } from "../../common/api-types.ts";
import { RIWAYAT_LABELS } from "../../common/messages.ts";
import type { TextType } from "../../common/schemas.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { cleanEnglishRichText } from "../content/english.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findText, upsertText } from "./texts.repository.ts";

/**
 * A text entry (visi, misi, sejarah, silsilah); empty content when never saved, `content_en` only
 * when it has an English twin.
 */
export async function getText(db: Db, type: TextType): Promise<TextEntry> {
  const row = await findText(db, type);
  return {
    type,
    content: row?.content ?? "",
    ...presentTranslations({ content_en: row?.content_en }),
  };
}

/** Saves the text; `contentEn` left out (SPEC's `{type, content}`) keeps the saved English. */
export function saveText(
  deps: ContentDeps,
  type: TextType,
  content: string,
  actor?: Actor,
  contentEn?: string,
): Promise<TextEntry> {
  return writeContent(deps, {}, async (db) => {
    const clean = sanitizeRichText(content);
    const english =
      contentEn === undefined
        ? ((await findText(db, type))?.content_en ?? "")
        : cleanEnglishRichText(contentEn);
    await upsertText(db, type, clean, english);
    const target = RIWAYAT_LABELS.teks[type];
    await recordChange(db, actor, { aksi: "ubah", jenis: "teks", target });
    return { item: { type, content: clean, ...presentTranslations({ content_en: english }) } };
  });
}
