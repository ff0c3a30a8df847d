import { DESK_UI_TEXTS } from "@common/messages.ts";
import { countWords, type DiffPart, type FieldDiff } from "./word-diff.ts";

type Props = {
  diffs: readonly FieldDiff[];
  labels: Readonly<Record<string, string>>;
  /** The heading of the older (left) and the newer (right) column. */
  before: string;
  after: string;
};

/** A field's name as a person reads it: its label, or `keterangan_gambar` → "Keterangan gambar". */
export function fieldLabel(key: string, labels: Readonly<Record<string, string>>): string {
  const label = labels[key];
  if (label) return label;
  const words = key.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Two versions of each changed field side by side (stacked on a phone): words only the left one
 * has are marked removed, words only the right one has are marked added.
 */
export function SideBySide({ diffs, labels, before, after }: Props) {
  if (diffs.length === 0)
    return <p className="text-sm text-stone-700">{DESK_UI_TEXTS.sameWords}</p>;
  return (
    <div className="space-y-4">
      {diffs.map((diff) => {
        const label = fieldLabel(diff.key, labels);
        if (diff.pictures) {
          return (
            <section key={diff.key} aria-label={label} className="space-y-2">
              <h4 className="font-semibold text-stone-900">
                {label}{" "}
                <span className="text-sm font-normal text-stone-600">
                  ({DESK_UI_TEXTS.pictureChanged})
                </span>
              </h4>
              <div className="grid gap-2 sm:grid-cols-2">
                <PictureColumn title={before} label={label} src={diff.pictures.before} />
                <PictureColumn title={after} label={label} src={diff.pictures.after} />
              </div>
            </section>
          );
        }
        const count = countWords(diff.parts);
        return (
          <section key={diff.key} aria-label={label} className="space-y-2">
            <h4 className="font-semibold text-stone-900">
              {label}{" "}
              <span className="text-sm font-normal text-stone-600">
                ({DESK_UI_TEXTS.wordCount(count.added, count.removed)})
              </span>
            </h4>
            <div className="grid gap-2 sm:grid-cols-2">
              <Column title={before} parts={diff.parts} side="removed" />
              <Column title={after} parts={diff.parts} side="added" />
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** One version's picture, or a word that it had none. */
function PictureColumn({ title, label, src }: { title: string; label: string; src: string }) {
  return (
    <figure className="min-w-0 rounded-md border border-stone-300 bg-white p-2">
      <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {title}
      </figcaption>
      {src ? (
        <img
          src={src}
          alt={`${label}, ${title.toLowerCase()}`}
          className="max-h-48 w-auto rounded object-contain"
        />
      ) : (
        <p className="text-sm text-stone-700">{DESK_UI_TEXTS.noPicture}</p>
      )}
    </figure>
  );
}

function Column({
  title,
  parts,
  side,
}: {
  title: string;
  parts: readonly DiffPart[];
  side: "added" | "removed";
}) {
  return (
    <figure className="min-w-0 rounded-md border border-stone-300 bg-white p-2">
      <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {title}
      </figcaption>
      <p className="max-h-64 overflow-y-auto break-words text-sm leading-relaxed">
        {parts.map((part, index) => {
          const key = `${index}-${part.kind}`;
          if (part.kind === "same") return <span key={key}>{part.text}</span>;
          if (part.kind !== side) return null;
          return side === "added" ? (
            <ins key={key} className="rounded-sm bg-green-100 text-green-950 no-underline">
              <span className="sr-only">[{DESK_UI_TEXTS.added}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          ) : (
            <del key={key} className="rounded-sm bg-red-100 text-red-950">
              <span className="sr-only">[{DESK_UI_TEXTS.removed}: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          );
        })}
      </p>
    </figure>
  );
}
