import { highlightParts } from "@common/search-terms.ts";

/** The text with the searched words marked. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
          <mark key={i} className="rounded-sm bg-emas-muda px-0.5 text-stone-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
