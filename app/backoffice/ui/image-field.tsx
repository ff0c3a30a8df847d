import { useEffect, useId, useRef, useState } from "react";
import { checkImageFile, IMAGE_ACCEPT } from "~/lib/image-file.ts";
import { useReportProblem } from "./form-problems.tsx";
import { ImagePreview } from "./image-preview.tsx";
import { ui } from "./styles.ts";
import { UploadProgress } from "./upload-progress.tsx";

type ImageFieldProps = {
  label: string;
  /** The stored image (`/uploads/…`), shown until a new file is chosen. */
  currentPath?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The server's refusal of the picture, under the field. */
  error?: string;
  hint?: string;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  /** The largest file its kind takes (10 MB unless given). */
  maxBytes?: number;
};

/** Picks an image: checked in the browser (type by content, 10 MB), previewed, upload shown. */
export function ImageField({
  label,
  currentPath,
  value: file,
  onChange,
  error,
  hint,
  progress,
  maxBytes,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState("");
  const reportProblem = useReportProblem();
  // A refused picture blocks the form's Simpan until another is chosen or the choice is undone.
  useEffect(() => {
    reportProblem(problem ? { field: id, label, reason: problem } : { field: id, reason: null });
  }, [reportProblem, problem, id, label]);
  useEffect(() => () => reportProblem({ field: id, reason: null }), [reportProblem, id]);

  function choose(chosen: File | null, reason = "") {
    if (!chosen && inputRef.current) inputRef.current.value = "";
    setProblem(reason);
    onChange(chosen);
  }

  async function check(chosen: File | undefined) {
    if (!chosen) return;
    const reason = await checkImageFile(chosen, maxBytes);
    choose(reason ? null : chosen, reason);
  }

  const describedBy = [hint ? `${id}-hint` : "", `${id}-problem`].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ImagePreview currentPath={currentPath} file={file} />
        <div className="min-w-0 flex-1 space-y-2">
          {/* The native picker speaks the browser's language: a labelled button says it in Indonesian. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={describedBy}
              aria-invalid={problem || error ? true : undefined}
              onChange={(e) => void check(e.target.files?.[0])}
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
            {problem || error}
          </p>
          {file || problem ? (
            <button
              type="button"
              onClick={() => choose(null)}
              className={`${ui.smallButton} ${ui.editButton}`}
            >
              Batalkan pilihan gambar
            </button>
          ) : null}
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
        </div>
      </div>
    </div>
  );
}
