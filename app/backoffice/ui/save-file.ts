/** Hands a file made in the browser to the person as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
