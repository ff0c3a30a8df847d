import type { TextEntry } from "../../common/api-types.ts";
import type { TextType } from "../../common/schemas.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { findTextContent, upsertText } from "./texts.repository.ts";

/** A text entry (visi, misi, sejarah, silsilah); empty content when never saved. */
export async function getText(db: Db, type: TextType): Promise<TextEntry> {
  return { type, content: (await findTextContent(db, type)) ?? "" };
}

export async function saveText(db: Db, type: TextType, content: string): Promise<TextEntry> {
  const clean = sanitizeRichText(content);
  await upsertText(db, type, clean);
  return { type, content: clean };
}
