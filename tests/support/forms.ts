/** A multipart form from text fields and optional files, as the back office sends it. */
export function form(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  for (const [key, file] of Object.entries(files)) data.set(key, file);
  return data;
}

/** The JSON body of a response, typed loosely for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test helper; assertions check the shape
export async function body(res: Response): Promise<any> {
  return res.json();
}
