import type { Context } from "hono";
import { formatDateTimeJakarta } from "../../common/dates.ts";
import type { AppDeps } from "../app-deps.ts";
import { describeDevice } from "../auth/perangkat.ts";
import type { Db } from "../db/create-database.ts";
import type { AppEnv } from "../http/app-env.ts";
import { composeMail } from "../mail/mail-message.ts";

/** Where a change came from, in the words the mail uses. */
export type Asal = { alamat: string; perangkat: string };

/** The request's address and device. */
export function asalOf(c: Context<AppEnv>): Asal {
  return {
    alamat: c.get("clientAddress"),
    perangkat: describeDevice(c.req.header("user-agent") ?? ""),
  };
}

export type MailDeps = Pick<AppDeps, "config" | "outbox">;

/** One security change of an account, told to its address (and to `alamatLama` when it moved). */
export type KabarKeamanan = {
  akun: { name: string; username: string; email: string };
  /** One sentence: what changed. */
  perubahan: string;
  asal: Asal;
  /** An admin's name when the admin made the change. */
  oleh?: string;
  /** The address before an address change: told too. */
  alamatLama?: string;
  /** Paragraphs after the advice (the passkeys to review after a reset). */
  tambahan?: ReadonlyArray<string>;
};

/**
 * Writes the mail that tells a person of a change to their account's security, with `db` (the
 * change's own transaction); `deps.outbox.wake()` after it commits. An account without an address
 * is told nothing.
 */
export async function tellSecurityChange(
  deps: MailDeps,
  db: Db,
  kabar: KabarKeamanan,
  now = new Date(),
): Promise<void> {
  const to = [...new Set([kabar.akun.email, kabar.alamatLama ?? ""])].filter((a) => a !== "");
  if (to.length === 0) return;
  const site = deps.config.SITE_NAME;
  const reset = deps.config.PUBLIC_URL ? new URL("/lupa-password", deps.config.PUBLIC_URL) : null;
  const fields: Array<readonly [string, string]> = [
    ["Akun", kabar.akun.username],
    ["Waktu", formatDateTimeJakarta(now.toISOString())],
    ["Perangkat", kabar.asal.perangkat],
    ["Alamat IP", kabar.asal.alamat],
  ];
  if (kabar.oleh) fields.push(["Oleh admin", kabar.oleh]);
  const mail = (kepada: string) =>
    composeMail({
      kepada,
      perihal: `Perubahan keamanan akun — ${site}`,
      paragraphs: [`Halo ${kabar.akun.name},`, kabar.perubahan],
      fields,
      link: reset ? { label: "Atur ulang password", href: reset.href } : undefined,
      closing: [
        "Bila perubahan ini Anda sendiri yang melakukannya, abaikan email ini.",
        `Bila bukan Anda, segera atur ulang password melalui halaman Lupa Password${reset ? " (tautan di atas)" : ""}: semua sesi akan berakhir. Setelah itu periksa passkey dan verifikasi dua langkah di Akun Saya, dan kabari admin ${site}.`,
        ...(kabar.tambahan ?? []),
      ],
      signature: site,
      lang: "id",
    });
  await deps.outbox.add(db, to.map(mail), now);
}
