import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import type { KeyboardEvent } from "react";
import { FieldError } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { UploadProgress } from "~/backoffice/ui/upload-progress.tsx";

/** A chosen picture not yet in the gallery: its caption, its upload, or why it was refused. */
export type PendingPicture = {
  key: string;
  file: File;
  /** An object URL of the file, for the preview. */
  preview: string;
  keterangan: string;
  /** The caption in English (optional; decision 040). */
  keterangan_en: string;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  /** The reason it was refused (by the browser's check or the server); kept until removed. */
  error: string;
  /** Refused by the browser's check: sending it again would not help. */
  blocked: boolean;
};

type PendingListProps = {
  items: PendingPicture[];
  uploading: boolean;
  onCaption: (key: string, caption: Pick<PendingPicture, "keterangan" | "keterangan_en">) => void;
  onRemove: (key: string) => void;
};

/** The pictures chosen for upload, each with its caption field, progress bar or refusal. */
export function PendingList({ items, uploading, onCaption, onRemove }: PendingListProps) {
  // The caption fields sit inside the item's form: Enter must not save the item.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") event.preventDefault();
  };
  return (
    <ul className="space-y-3" aria-label="Foto yang akan diunggah">
      {items.map((item) => {
        const captionId = `galeri-${item.key}-keterangan`;
        const englishId = `galeri-${item.key}-keterangan-en`;
        const errorId = `galeri-${item.key}-error`;
        return (
          <li
            key={item.key}
            className={`flex flex-col gap-3 rounded-lg border p-3 sm:flex-row ${item.error ? "border-red-300 bg-red-50" : "border-stone-200 bg-white"}`}
          >
            <img
              src={item.preview}
              alt=""
              className="h-24 w-full rounded-md bg-stone-100 object-cover sm:w-32"
            />
            <div className="min-w-0 flex-1 space-y-2">
              <p className="truncate text-sm font-semibold text-stone-800">{item.file.name}</p>
              {item.blocked ? null : (
                <div className="space-y-1">
                  <label htmlFor={captionId} className="text-sm font-semibold text-stone-800">
                    Keterangan {item.file.name}
                  </label>
                  <input
                    id={captionId}
                    value={item.keterangan}
                    maxLength={300}
                    disabled={item.progress !== null}
                    onKeyDown={keepEnter}
                    onChange={(e) =>
                      onCaption(item.key, {
                        keterangan: e.target.value,
                        keterangan_en: item.keterangan_en,
                      })
                    }
                    aria-describedby={item.error ? errorId : undefined}
                    aria-invalid={item.error ? true : undefined}
                    className={ui.input}
                  />
                  <label htmlFor={englishId} className="text-sm font-semibold text-stone-800">
                    {ENGLISH_PART_TEXTS.labels.galeri(item.file.name)}
                  </label>
                  <input
                    id={englishId}
                    lang="en"
                    value={item.keterangan_en}
                    maxLength={300}
                    disabled={item.progress !== null}
                    onKeyDown={keepEnter}
                    onChange={(e) =>
                      onCaption(item.key, {
                        keterangan: item.keterangan,
                        keterangan_en: e.target.value,
                      })
                    }
                    className={ui.input}
                  />
                </div>
              )}
              {item.progress !== null ? <UploadProgress fraction={item.progress} /> : null}
              <FieldError id={errorId} error={item.error} />
            </div>
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              disabled={uploading && item.progress !== null}
              aria-label={`Batalkan ${item.file.name}`}
              className={`${ui.smallButton} border-stone-400 bg-white text-stone-900 hover:bg-stone-100 self-start`}
            >
              Batalkan
            </button>
          </li>
        );
      })}
    </ul>
  );
}
