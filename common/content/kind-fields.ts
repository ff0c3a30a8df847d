// Fields most kinds declare alike: the title and the rich-text description, each with its
// English twin.
import { z } from "zod";
import { optionalText, requiredLine } from "../schemas/fields.ts";
import type { FieldDeclaration, FieldType } from "./kind.ts";

/** A field whose English twin may be as long as the field itself: at most `max` characters. */
function withEnglishTwin<T extends FieldType, S extends z.ZodType>(
  type: T,
  label: string,
  rule: (label: string, max: number) => S,
  max: number,
) {
  return { type, label, schema: rule(label, max), englishMax: max } satisfies FieldDeclaration;
}

/** The item's title (and the slug of its page), at most 200 characters, in both languages. */
export function titleField(label = "Judul") {
  // Every write gives it: its column has no default.
  return { ...withEnglishTwin("line", label, requiredLine, 200), stored: { default: null } };
}

/** Its text, rich (sanitized HTML), at most 100,000 characters, in both languages. */
export function descriptionField(label = "Deskripsi") {
  return withEnglishTwin("richText", label, optionalText, 100_000);
}

/**
 * One of `options` (value → the form's name for it); sent empty or left out it is `fallback`,
 * anything else is refused with `unknown`.
 */
export function choiceField<const O extends Readonly<Record<string, string>>>(
  label: string,
  options: O,
  fallback: keyof O & string,
  unknown: string,
) {
  const values = Object.keys(options) as [string, ...string[]];
  const schema = z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? fallback : value),
    z.enum(values, { error: unknown }),
  );
  return { type: "choice", label, schema, options } satisfies FieldDeclaration;
}
