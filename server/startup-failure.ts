import { ConfigError } from "./config.ts";
import { log } from "./log/logger.ts";

/**
 * Stops the process before it serves: one `fatal` line through the process's logger (JSON for a
 * service manager or container, one line of text on a terminal), exit 1.
 */
export function refuseToStart(reason: string): never {
  log.fatal(`Server tidak dapat dimulai: ${reason}`);
  process.exit(1);
}

/** The refusal when `npm run build` has not been run. */
export const MISSING_BUILD = "build belum ada: jalankan `npm run build` lebih dulu.";

/** What went wrong at start-up, for a person at a console: the settings at fault, never a stack. */
export function startupFailureText(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  // A refused connection to a host with several addresses is an AggregateError with no message.
  const cause = err instanceof AggregateError && err.errors.length ? err.errors[0] : err;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return cause.message || (typeof code === "string" ? code : cause.name);
  }
  return String(cause);
}

/** Why the server could not listen, naming PORT or HOST. */
export function listenFailureText(err: unknown, at: { PORT: number; HOST: string }): string {
  const code = (err as { code?: unknown } | undefined)?.code;
  switch (code) {
    case "EADDRINUSE":
      return `PORT ${at.PORT} sudah dipakai program lain di ${at.HOST}: hentikan program itu atau pilih PORT lain.`;
    case "EACCES":
      return `PORT ${at.PORT} hanya boleh dipakai administrator sistem: pilih PORT 1024 atau lebih (mis. 3000) di belakang proxy.`;
    case "EADDRNOTAVAIL":
      return `HOST ${at.HOST} bukan alamat mesin ini: pakai 127.0.0.1, 0.0.0.0 (semua antarmuka) atau alamat salah satu antarmukanya.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
    case "EAI_NONAME":
      return `HOST ${at.HOST} tidak dikenal: pakai 127.0.0.1, 0.0.0.0 (semua antarmuka) atau alamat salah satu antarmukanya.`;
    default:
      return `server tidak dapat mendengarkan di ${at.HOST}:${at.PORT} (${startupFailureText(err)}); periksa HOST dan PORT.`;
  }
}
