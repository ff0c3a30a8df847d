import { htmlToPlainText } from "@common/plain-text.ts";
import { diffWords } from "diff";

/** A run of words of a compared text: kept, added by the newer version, or removed by it. */
export type DiffPart = { text: string; kind: "same" | "added" | "removed" };

/**
 * What one field of two versions says, and how the newer one differs from the older; a picture
 * field carries the two pictures' addresses instead of words ("" where a side has none).
 */
export type FieldDiff = {
  key: string;
  before: string;
  after: string;
  parts: DiffPart[];
  pictures?: { before: string; after: string };
};

/** A stored picture's address (`/uploads/…`): shown as the picture, never read as words. */
const isPicture = (value: unknown) => typeof value === "string" && value.startsWith("/uploads/");

/**
 * A stored value as words a person reads: rich text without its markup; a list or record (the
 * opening hours, the tickets) as its values in order, entries apart with ' · '.
 */
export function plainTextOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return htmlToPlainText(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    return value
      .map(plainTextOf)
      .filter((text) => text !== "")
      .join(" · ");
  }
  if (typeof value === "object") {
    // A row's `key` only keeps React's inputs apart, and a flag (a day ticked "Tutup") shows in
    // the times it empties: neither is a word a person wrote.
    return Object.entries(value)
      .filter(([name, inner]) => name !== "key" && typeof inner !== "boolean")
      .map(([, inner]) => plainTextOf(inner))
      .filter((text) => text !== "")
      .join(" ");
  }
  return "";
}

/** The words the newer text added and removed, on the text without markup. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    text: change.value,
    kind: change.added ? "added" : change.removed ? "removed" : "same",
  }));
}

/** How many words a diff added and removed. */
export function countWords(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === "added") added += words(part.text);
    if (part.kind === "removed") removed += words(part.text);
  }
  return { added, removed };
}

/** Fields never shown on screen as words, as drafts never store them. */
const SECRET = /password|sandi|token/i;

/**
 * The fields whose words differ between two versions of an item, in the order of `keys` (a
 * form's fields): a file waiting to upload, a password or a value missing from either side is
 * not compared.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: readonly string[],
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const key of keys) {
    if (!(key in before) || !(key in after) || SECRET.test(key)) continue;
    if (isFile(before[key]) || isFile(after[key])) continue;
    if (isPicture(before[key]) || isPicture(after[key])) {
      const pictures = { before: String(before[key] ?? ""), after: String(after[key] ?? "") };
      if (pictures.before !== pictures.after) {
        diffs.push({ key, before: "", after: "", parts: [], pictures });
      }
      continue;
    }
    const [was, now] = [plainTextOf(before[key]), plainTextOf(after[key])];
    if (was === now) continue;
    diffs.push({ key, before: was, after: now, parts: wordDiff(was, now) });
  }
  return diffs;
}

function isFile(value: unknown): boolean {
  return typeof File !== "undefined" && value instanceof File;
}
