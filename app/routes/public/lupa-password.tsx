import { MESSAGES } from "@common/messages.ts";
import { siteContext } from "@common/site-context.ts";
import { type FormEvent, useState } from "react";
import { askResetLink } from "~/backoffice/auth/password-reset.ts";
import {
  SignInAlert,
  SignInButton,
  SignInCard,
  SignInField,
} from "~/backoffice/auth/sign-in-card.tsx";
import { messageOr, useSignInSubmit } from "~/backoffice/auth/use-sign-in-submit.ts";
import { signInTitle } from "~/backoffice/shell/nav-items.ts";
import type { Route } from "./+types/lupa-password";

/** A staff sign-in screen: hydrated whole by React Router, not an island page. */
export const handle = { islands: false };

export const meta = () => signInTitle("Lupa Password");

export async function loader({ context }: Route.LoaderArgs) {
  return { available: context.get(siteContext).canResetPassword };
}

/** A forgotten password: a link by mail, or (without mail) where to turn. */
export default function LupaPassword({ loaderData }: Route.ComponentProps) {
  const [username, setUsername] = useState("");
  const [answer, setAnswer] = useState("");
  const { error, busy, submit } = useSignInSubmit({ failure: messageOr(MESSAGES.serverError) });

  function send(event: FormEvent) {
    return submit(event, async () => setAnswer((await askResetLink(username)).message));
  }

  return (
    <SignInCard
      title="Lupa Password"
      done={answer}
      back={{ to: "/login", label: "Kembali ke Login" }}
    >
      {!loaderData.available ? (
        <p role="status" className="mt-4 text-stone-700">
          {MESSAGES.resetUnavailable}
        </p>
      ) : (
        <form method="post" onSubmit={send} className="mt-4 space-y-5" aria-busy={busy}>
          <p className="text-stone-600">
            Tulis nama pengguna atau email akun Anda. Kami kirim tautan untuk membuat password baru
            ke email akun itu.
          </p>
          <SignInAlert>{error}</SignInAlert>
          <SignInField
            id="lupa-username"
            label="Nama pengguna atau email"
            name="username"
            autoComplete="username"
            verbatim
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <SignInButton busy={busy}>Kirim tautan</SignInButton>
        </form>
      )}
    </SignInCard>
  );
}
