/** How far an image upload has gone (0…1), as a bar and in words for screen readers. */
export function UploadProgress({ fraction }: { fraction: number }) {
  return (
    <div className="space-y-1">
      <progress
        value={fraction}
        max={1}
        aria-label="Kemajuan unggah gambar"
        className="h-2.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-bata"
      />
      <p className="text-sm text-stone-700" aria-live="polite">
        Mengunggah gambar… {Math.round(fraction * 100)}%
      </p>
    </div>
  );
}
