import type { LoginResponse } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { type FormEvent, useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError } from "~/lib/api-client.ts";
import { loginWithCode } from "./login.ts";

type Props = {
  tiket: string;
  onSignedIn: (session: LoginResponse) => void;
  /** Back to username and password (e.g. after the five minutes of the ticket). */
  onRestart: () => void;
};

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ tiket, onSignedIn, onRestart }: Props) {
  const [kode, setKode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError("");
    setBusy(true);
    try {
      onSignedIn(await loginWithCode(tiket, kode));
    } catch (err) {
      const refused = err instanceof ApiRequestError && err.status >= 400 && err.message;
      setError(refused ? err.message : UI_TEXTS.loginFailed);
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-5" aria-busy={busy}>
      <p className="text-center text-stone-700">
        Akun ini memakai verifikasi dua langkah. Masukkan kode dari aplikasi autentikator Anda.
      </p>
      <p
        role="alert"
        className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-center font-medium text-red-900"
      >
        {error}
      </p>
      <div className="space-y-1.5">
        <label htmlFor="login-kode" className={ui.label}>
          Kode verifikasi
        </label>
        <input
          id="login-kode"
          name="kode"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the one field of this step, just shown after the password
          autoFocus
          aria-describedby="login-kode-hint"
          value={kode}
          onChange={(e) => setKode(e.target.value)}
          className={ui.input}
        />
        <p id="login-kode-hint" className={ui.hint}>
          6 angka dari aplikasi, atau salah satu kode cadangan jika ponsel Anda tidak ada.
        </p>
      </div>
      <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
        Verifikasi
      </button>
      <button type="button" onClick={onRestart} className={`${ui.secondaryButton} w-full`}>
        Kembali ke login
      </button>
    </form>
  );
}
