import type { AppDeps } from "../app-deps.ts";
import { composeMail } from "../mail/mail-message.ts";
import { findUserByUsername } from "../users/users.repository.ts";
import { noteAccountAtLimit } from "./login-attempts.repository.ts";

/** Tells an account's owner (lowercased username) that it is being guessed. */
export type GuessingAlert = (username: string, now: number) => Promise<void>;

/**
 * A guessing episode ends after an hour without the account at its limit: the next one mails the
 * owner again. Between them, however long guessing goes on, one mail.
 */
export const GUESSING_EPISODE_QUIET_MS = 60 * 60 * 1000;

/**
 * Mails the owner, at their `email` through the outbox, when a guessing episode of their account
 * begins (decision 106): what happened, that the password path is slowed while a passkey still
 * signs in, and what to do. An account without an address, or a name no account has, tells no one.
 */
export function guessingAlert(deps: Pick<AppDeps, "db" | "outbox" | "config">): GuessingAlert {
  return async (username, now) => {
    const begins = await noteAccountAtLimit(
      deps.db,
      username,
      new Date(now).toISOString(),
      new Date(now - GUESSING_EPISODE_QUIET_MS).toISOString(),
    );
    if (!begins) return;
    const user = await findUserByUsername(deps.db, username);
    if (!user?.email) return;
    const site = deps.config.SITE_NAME;
    const signIn = deps.config.PUBLIC_URL ? new URL("/login", deps.config.PUBLIC_URL).href : "";
    await deps.outbox.add(deps.db, [
      composeMail({
        kepada: user.email,
        perihal: `Ada yang mencoba masuk ke akun Anda — ${site}`,
        paragraphs: [
          `Halo ${user.name},`,
          `Dalam 15 menit terakhir ada banyak percobaan login yang gagal ke akun "${user.username}" di back office ${site}, dari beberapa alamat internet. Untuk melindungi akun Anda, login dengan password dan kode verifikasi ke akun ini diperlambat sementara.`,
          "Anda tetap dapat masuk dengan passkey seperti biasa.",
        ],
        ...(signIn ? { link: { label: "Buka halaman login", href: signIn } } : {}),
        closing: [
          "Bila itu bukan Anda: segera ganti password di Akun Saya (atau lewat Lupa password), aktifkan verifikasi dua langkah atau passkey bila belum, dan akhiri sesi yang tidak Anda kenal.",
          "Bila itu Anda sendiri yang lupa password, tunggu 15 menit lalu coba lagi, atau pakai Lupa password.",
        ],
        signature: site,
        lang: "id",
      }),
    ]);
    deps.outbox.wake();
  };
}
