import type { LoginResponse } from "@common/api-types.ts";
import { STAFF_TEXTS, UI_TEXTS } from "@common/messages.ts";
import { ROLES, type Role } from "@common/schemas.ts";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { login } from "~/backoffice/auth/login.ts";
import { SecondStepForm } from "~/backoffice/auth/second-step-form.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError, ENROL_PATH } from "~/lib/api-client.ts";
import {
  REOPEN_PARAM,
  RETURN_PARAM,
  SESSION_ENDED_PARAM,
  SESSION_ENDED_VALUE,
  safeReturnPath,
} from "~/lib/return-path.ts";
import { dashboardPathFor, storeSession } from "~/lib/session.ts";

export const meta = () => [
  { title: "Login · Keraton Kasepuhan Cirebon" },
  { name: "robots", content: "noindex" },
];

const FAILED = UI_TEXTS.loginFailed;

const isFilled = (value: unknown): value is string => typeof value === "string" && value !== "";

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionEnded = params.get(SESSION_ENDED_PARAM) === SESSION_ENDED_VALUE;
  const returnTo = params.get(RETURN_PARAM);
  const withDraft = returnTo?.includes(`${REOPEN_PARAM}=`) ?? false;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // Set after a correct password on an account with two-step sign-in: the code comes next.
  const [tiket, setTiket] = useState("");

  function finish(session: LoginResponse) {
    // A success always carries all three; anything less is an answer we cannot read.
    if (!isFilled(session?.token) || !isFilled(session.role) || !isFilled(session.username)) {
      throw new ApiRequestError(200, "");
    }
    storeSession({
      token: session.token,
      role: session.role as Role,
      username: session.username,
    });
    const known = (ROLES as readonly string[]).includes(session.role);
    // After an ended session: back to the screen the person was on, if it is theirs to see.
    if (session.perlu_daftar_2fa) {
      navigate(ENROL_PATH, { replace: true });
      return;
    }
    const back = safeReturnPath(returnTo, session.role);
    navigate(back ?? (known ? dashboardPathFor(session.role) : "/"), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError("");
    setBusy(true);
    try {
      const answer = await login(username, password);
      if (answer && "perlu_kode" in answer && isFilled(answer.tiket)) {
        setPassword("");
        setTiket(answer.tiket);
        setBusy(false);
        return;
      }
      finish(answer as LoginResponse);
    } catch (err) {
      const refused = err instanceof ApiRequestError && err.status >= 400 && err.message;
      setError(refused ? err.message : FAILED);
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="font-serif text-3xl text-bata">Login</h1>
          <p className="mt-2 text-stone-600">Masuk ke panel pengelola Keraton Kasepuhan Cirebon.</p>
        </div>
        {tiket ? (
          <SecondStepForm tiket={tiket} onSignedIn={finish} onRestart={() => setTiket("")} />
        ) : (
          /* method=post keeps the password out of the address bar if scripts have not loaded yet */
          <form method="post" onSubmit={submit} className="space-y-5" aria-busy={busy}>
            {sessionEnded ? (
              <p
                role="status"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-center text-amber-950"
              >
                {withDraft ? STAFF_TEXTS.sessionEndedWithDraft : STAFF_TEXTS.sessionEnded}
              </p>
            ) : null}
            <p
              role="alert"
              className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-center font-medium text-red-900"
            >
              {error}
            </p>
            <div className="space-y-1.5">
              <label htmlFor="login-username" className={ui.label}>
                Username
              </label>
              <input
                id="login-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                className={ui.input}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor="login-password" className={ui.label}>
                Password
              </label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={ui.input}
              />
            </div>
            <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
              Login
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
