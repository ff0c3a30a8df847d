import { imageVariantPath } from "@common/images.ts";
import { useEffect, useState } from "react";

type ImagePreviewProps = {
  /** The stored image (`/uploads/…`), shown until a file is chosen. */
  currentPath?: string;
  file: File | null;
};

/** The chosen file, else the stored image (its 480 px variant, the original if that fails). */
export function ImagePreview({ currentPath, file }: ImagePreviewProps) {
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

  const stored = currentPath
    ? useOriginal
      ? currentPath
      : imageVariantPath(currentPath, 480)
    : "";
  const shown = previewUrl ?? stored;
  return (
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
  );
}
