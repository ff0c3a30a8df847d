import { useEffect, useId, useRef, useState } from "react";
import { imageVariantPath } from "../../../common/images.ts";
import { checkImageFile, IMAGE_ACCEPT } from "../../lib/image-file.ts";
import { ui } from "./styles.ts";

type ImageFieldProps = {
  label: string;
  /** The stored image (`/uploads/…`), shown until a new file is chosen. */
  currentPath?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
};

/** Picks an image: checked in the browser (type by content, 10 MB), previewed, upload shown. */
export function ImageField({
  label,
  currentPath,
  file,
  onChange,
  hint,
  progress,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState("");
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [useOriginal, setUseOriginal] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    const reason = await checkImageFile(chosen);
    if (reason) {
      setProblem(reason);
      if (inputRef.current) inputRef.current.value = "";
      onChange(null);
      return;
    }
    setProblem("");
    onChange(chosen);
  }

  function clearChoice() {
    if (inputRef.current) inputRef.current.value = "";
    setProblem("");
    onChange(null);
  }

  const stored = currentPath
    ? useOriginal
      ? currentPath
      : imageVariantPath(currentPath, 480)
    : "";
  const shown = previewUrl ?? stored;
  const describedBy = [hint ? `${id}-hint` : "", `${id}-problem`].filter(Boolean).join(" ");

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-stone-400 bg-stone-50 sm:w-48">
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? "Pratinjau gambar yang dipilih" : "Gambar saat ini"}
              className="size-full object-contain"
              onError={() => setUseOriginal(true)}
            />
          ) : (
            <span className="px-3 text-center text-sm text-stone-600">Belum ada gambar</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {/* The native picker speaks the browser's language: a labelled button says it in Indonesian. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={`${ui.secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emas`}
            >
              Pilih gambar
            </label>
            <span className="min-w-0 truncate text-sm text-stone-700">
              {file ? file.name : "Belum ada file dipilih"}
            </span>
          </div>
          {hint ? (
            <p id={`${id}-hint`} className={ui.hint}>
              {hint}
            </p>
          ) : null}
          <p className={ui.hint}>JPEG, PNG, WebP, GIF atau AVIF, paling besar 10 MB.</p>
          <p id={`${id}-problem`} role="alert" className={`${ui.fieldError} empty:hidden`}>
            {problem}
          </p>
          {file ? (
            <button
              type="button"
              onClick={clearChoice}
              className={`${ui.smallButton} ${ui.editButton}`}
            >
              Batalkan pilihan gambar
            </button>
          ) : null}
          {progress !== null ? (
            <div className="space-y-1">
              <progress
                value={progress}
                max={1}
                aria-label="Kemajuan unggah gambar"
                className="h-2.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-bata"
              />
              <p className="text-sm text-stone-700" aria-live="polite">
                Mengunggah gambar… {Math.round(progress * 100)}%
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
