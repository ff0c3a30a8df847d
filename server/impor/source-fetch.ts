import { DomainError } from "../domain-error.ts";

/** How the import reaches the source: plain fetch on the command line, guarded in the back office. */
export type SourceFetch = (url: string, init?: RequestInit) => Promise<Response>;

export const FETCH_TIMEOUT_MS = 20_000;

export const FETCH_MESSAGES = {
  slow: (url: string) => `Sumber tidak menjawab dalam ${FETCH_TIMEOUT_MS / 1000} detik: ${url}`,
  unreachable: (url: string) => `Sumber tidak dapat dihubungi: ${url}`,
  tooLarge: (url: string, max: number) =>
    `Berkas terlalu besar (lebih dari ${Math.round(max / 1024 / 1024)} MB): ${url}`,
  status: (url: string, status: number) => `Sumber menjawab ${status}: ${url}`,
} as const;

/** Fetches with a time limit; a slow or unreachable source is said plainly. */
export async function fetchWithTimeout(
  fetcher: SourceFetch,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const name = (err as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new DomainError("invalid", FETCH_MESSAGES.slow(url));
    }
    throw new DomainError("invalid", FETCH_MESSAGES.unreachable(url));
  }
}

/** The body of a successful answer, refused once it grows past `max` bytes. */
export async function readLimited(response: Response, url: string, max: number): Promise<Buffer> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new DomainError("invalid", FETCH_MESSAGES.status(url, response.status));
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > max) {
    await response.body?.cancel();
    throw new DomainError("too_large", FETCH_MESSAGES.tooLarge(url, max));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) throw new DomainError("too_large", FETCH_MESSAGES.tooLarge(url, max));
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
