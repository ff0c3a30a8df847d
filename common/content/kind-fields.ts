// Fields most kinds declare alike: the title and the rich-text description, each with its
// English twin.
import { optionalText, requiredLine } from "../schemas/fields.ts";
import type { FieldDeclaration } from "./kind.ts";

/** The item's title (and the slug of its page), at most 200 characters, in both languages. */
export function titleField(label = "Judul") {
  return {
    type: "line",
    label,
    schema: requiredLine(label, 200),
    englishMax: 200,
  } as const satisfies FieldDeclaration;
}

/** Its text, rich (sanitized HTML), at most 100,000 characters, in both languages. */
export function descriptionField(label = "Deskripsi") {
  return {
    type: "richText",
    label,
    schema: optionalText(label, 100_000),
    englishMax: 100_000,
  } as const satisfies FieldDeclaration;
}
