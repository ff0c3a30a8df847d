import { MESSAGES, STAFF_TEXTS } from "@common/messages.ts";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { setNewPassword } from "~/backoffice/auth/password-reset.ts";
import {
  SignInAlert,
  SignInButton,
  SignInCard,
  SignInField,
} from "~/backoffice/auth/sign-in-card.tsx";
import { messageOr, useSignInSubmit } from "~/backoffice/auth/use-sign-in-submit.ts";
import { signInTitle } from "~/backoffice/shell/nav-items.ts";

/** A staff sign-in screen: hydrated whole by React Router, not an island page. */
export const handle = { islands: false };

export const meta = () => [
  ...signInTitle("Atur Ulang Password"),
  // The link's token must not travel to another site in a Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** The page a forgotten-password mail links to: a new password, set once. */
export default function AturUlangPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState("");
  const { error, busy, submit } = useSignInSubmit({ failure: messageOr(MESSAGES.serverError) });

  function send(event: FormEvent) {
    return submit(
      event,
      async () => setDone((await setNewPassword(token, password)).message),
      () => (password !== confirm ? STAFF_TEXTS.passwordMismatch : ""),
    );
  }

  return (
    <SignInCard
      title="Atur Ulang Password"
      done={done}
      back={
        done
          ? { to: "/login", label: "Ke halaman Login" }
          : { to: "/lupa-password", label: "Minta tautan baru" }
      }
    >
      <form method="post" onSubmit={send} className="mt-4 space-y-5" aria-busy={busy}>
        <SignInAlert>{error}</SignInAlert>
        <SignInField
          id="reset-password"
          label="Password baru"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SignInField
          id="reset-confirm"
          label="Ulangi password baru"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <SignInButton busy={busy}>Simpan password baru</SignInButton>
      </form>
    </SignInCard>
  );
}
