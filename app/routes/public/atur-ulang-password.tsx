import { MESSAGES, STAFF_TEXTS } from "@common/messages.ts";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { setNewPassword } from "~/backoffice/auth/password-reset.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError } from "~/lib/api-client.ts";

export const meta = () => [
  { title: "Atur Ulang Password · Keraton Kasepuhan Cirebon" },
  { name: "robots", content: "noindex" },
  // The link's token must not travel to another site in a Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** The page a forgotten-password mail links to: a new password, set once. */
export default function AturUlangPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirm) return setError(STAFF_TEXTS.passwordMismatch);
    setError("");
    setBusy(true);
    try {
      setDone((await setNewPassword(token, password)).message);
    } catch (err) {
      const refused = err instanceof ApiRequestError && err.message;
      setError(refused ? err.message : MESSAGES.serverError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-center font-serif text-3xl text-bata">Atur Ulang Password</h1>
        {done ? (
          <p
            role="status"
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
          >
            {done}
          </p>
        ) : (
          <form method="post" onSubmit={submit} className="mt-4 space-y-5" aria-busy={busy}>
            <p
              role="alert"
              className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
            >
              {error}
            </p>
            <div className="space-y-1.5">
              <label htmlFor="reset-password" className={ui.label}>
                Password baru
              </label>
              <input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={ui.input}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor="reset-confirm" className={ui.label}>
                Ulangi password baru
              </label>
              <input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                className={ui.input}
              />
            </div>
            <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
              Simpan password baru
            </button>
          </form>
        )}
        <p className="mt-6 text-center">
          <Link
            to={done ? "/login" : "/lupa-password"}
            className="font-medium text-nila underline underline-offset-2"
          >
            {done ? "Ke halaman Login" : "Minta tautan baru"}
          </Link>
        </p>
      </div>
    </div>
  );
}
