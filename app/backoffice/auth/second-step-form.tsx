import type { LoginResponse } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { type FormEvent, useState } from "react";
import { useCodeKeyboard } from "~/backoffice/ui/code-keyboard.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { serverReasonOr } from "~/backoffice/ui/use-panel-action.ts";
import { loginWithCode } from "./login.ts";
import { SignInAlert, SignInButton, SignInField } from "./sign-in-card.tsx";
import { useSignInSubmit } from "./use-sign-in-submit.ts";

type Props = {
  tiket: string;
  onSignedIn: (session: LoginResponse) => void;
  /** Back to username and password (e.g. after the five minutes of the ticket). */
  onRestart: () => void;
};

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ tiket, onSignedIn, onRestart }: Props) {
  const [kode, setKode] = useState("");
  const keyboard = useCodeKeyboard();
  const { error, busy, submit } = useSignInSubmit({
    failure: serverReasonOr(UI_TEXTS.loginFailed),
    staysBusy: true,
  });

  function send(event: FormEvent) {
    return submit(event, async () => onSignedIn(await loginWithCode(tiket, kode)));
  }

  return (
    <form method="post" onSubmit={send} className="space-y-5" aria-busy={busy}>
      <p className="text-center text-stone-700">
        Akun ini memakai verifikasi dua langkah. Masukkan kode dari aplikasi autentikator Anda.
      </p>
      <SignInAlert centered>{error}</SignInAlert>
      <SignInField
        id="login-kode"
        label="Kode verifikasi"
        hint="6 angka dari aplikasi, atau salah satu kode cadangan jika ponsel Anda tidak ada."
        name="kode"
        autoComplete="one-time-code"
        inputMode={keyboard.inputMode}
        verbatim
        // The one field of this step, just shown after the password.
        autoFocus
        value={kode}
        onChange={(e) => setKode(e.target.value)}
      />
      {keyboard.toggle}
      <SignInButton busy={busy}>Verifikasi</SignInButton>
      <button type="button" onClick={onRestart} className={`${ui.secondaryButton} w-full`}>
        Kembali ke login
      </button>
    </form>
  );
}
