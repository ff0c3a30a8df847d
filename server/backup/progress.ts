/**
 * A progress line for long work: silent for the first second, then at most one line a second
 * (`  gambar: 120/450`), so short runs print only their summary.
 */
export function progressLine(
  label: string,
  total: number,
  write = (line: string) => console.error(line),
) {
  const start = Date.now();
  let lastShown = start;
  let done = 0;
  return {
    tick(count = 1) {
      done += count;
      const now = Date.now();
      if (now - start >= 1000 && now - lastShown >= 1000) {
        lastShown = now;
        write(`  ${label}: ${done}/${total}`);
      }
    },
  };
}

/** `12,3 MB` and the like, in Indonesian notation. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("id-ID", { maximumFractionDigits: 1 })} ${units[unit]}`;
}
