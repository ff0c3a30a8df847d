import type { TextEntry } from "../../common/api-types.ts";
import type { TextType } from "../../common/schemas.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findTextContent, upsertText } from "./texts.repository.ts";

/** A text entry (visi, misi, sejarah, silsilah); empty content when never saved. */
export async function getText(db: Db, type: TextType): Promise<TextEntry> {
  return { type, content: (await findTextContent(db, type)) ?? "" };
}

export function saveText(
  deps: ContentDeps,
  type: TextType,
  content: string,
  actor?: Actor,
): Promise<TextEntry> {
  return writeContent(deps, {}, async (db) => {
    const clean = sanitizeRichText(content);
    await upsertText(db, type, clean);
    await recordChange(db, actor, { aksi: "ubah", jenis: "teks", target: type });
    return { item: { type, content: clean } };
  });
}
