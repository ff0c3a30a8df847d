import { MESSAGES } from "@common/messages.ts";
import { siteContext } from "@common/site-context.ts";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { askResetLink } from "~/backoffice/auth/password-reset.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError } from "~/lib/api-client.ts";
import type { Route } from "./+types/lupa-password";

export const meta = () => [
  { title: "Lupa Password · Keraton Kasepuhan Cirebon" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { available: context.get(siteContext).canResetPassword };
}

/** A forgotten password: a link by mail, or (without mail) where to turn. */
export default function LupaPassword({ loaderData }: Route.ComponentProps) {
  const [username, setUsername] = useState("");
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError("");
    setBusy(true);
    try {
      setAnswer((await askResetLink(username)).message);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : MESSAGES.serverError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-center font-serif text-3xl text-bata">Lupa Password</h1>
        {!loaderData.available ? (
          <p role="status" className="mt-4 text-stone-700">
            {MESSAGES.resetUnavailable}
          </p>
        ) : answer ? (
          <p
            role="status"
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
          >
            {answer}
          </p>
        ) : (
          <form method="post" onSubmit={submit} className="mt-4 space-y-5" aria-busy={busy}>
            <p className="text-stone-600">
              Tulis nama pengguna atau email akun Anda. Kami kirim tautan untuk membuat password
              baru ke email akun itu.
            </p>
            <p
              role="alert"
              className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
            >
              {error}
            </p>
            <div className="space-y-1.5">
              <label htmlFor="lupa-username" className={ui.label}>
                Nama pengguna atau email
              </label>
              <input
                id="lupa-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                className={ui.input}
              />
            </div>
            <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
              Kirim tautan
            </button>
          </form>
        )}
        <p className="mt-6 text-center">
          <Link to="/login" className="font-medium text-nila underline underline-offset-2">
            Kembali ke Login
          </Link>
        </p>
      </div>
    </div>
  );
}
