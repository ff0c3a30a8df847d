import type { LoginNeedsCode, LoginResponse } from "@common/api-types.ts";
import { PASSKEY_TEXTS, STAFF_TEXTS, UI_TEXTS } from "@common/messages.ts";
import { ROLES, type Role } from "@common/schemas/users.schema.ts";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { login, loginWithPasskey } from "~/backoffice/auth/login.ts";
import { SecondStepForm } from "~/backoffice/auth/second-step-form.tsx";
import {
  SignInAlert,
  SignInButton,
  SignInCard,
  SignInField,
} from "~/backoffice/auth/sign-in-card.tsx";
import { signInTitle } from "~/backoffice/shell/nav-items.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { ApiRequestError, ENROL_PATH } from "~/lib/api-client.ts";
import { passkeyProblem } from "~/lib/passkey-problem.ts";
import {
  REOPEN_PARAM,
  RETURN_PARAM,
  SESSION_ENDED_PARAM,
  SESSION_ENDED_VALUE,
  safeReturnPath,
} from "~/lib/return-path.ts";
import { dashboardPathFor, storeSession } from "~/lib/session.ts";

/** A staff sign-in screen: hydrated whole by React Router, not an island page. */
export const handle = { islands: false };

export const meta = () => signInTitle("Login");

const FAILED = UI_TEXTS.loginFailed;

const isFilled = (value: unknown): value is string => typeof value === "string" && value !== "";

/** A success that lacks any of token, role and username is an answer we cannot read. */
function readable(session: LoginResponse): LoginResponse {
  if (!isFilled(session?.token) || !isFilled(session.role) || !isFilled(session.username)) {
    throw new ApiRequestError(200, "");
  }
  return session;
}

/**
 * Signs in: a session, or (an account with two-step sign-in) the ticket for the second step.
 */
async function signIn(username: string, password: string): Promise<LoginResponse | LoginNeedsCode> {
  const answer = await login(username, password);
  if (answer && "perlu_kode" in answer && isFilled(answer.tiket)) return answer;
  return readable(answer as LoginResponse);
}

/** SPEC: a refusal shows the server's message; a network or unreadable answer, FAILED. */
function loginFailure(error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.message;
  return refused ? error.message : FAILED;
}

/** Wajib_2FA refused the password of an admin who has a passkey: the passkey is the way in. */
const ledToPasskey = (error: unknown) => error instanceof ApiRequestError && error.usePasskey;

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionEnded = params.get(SESSION_ENDED_PARAM) === SESSION_ENDED_VALUE;
  const returnTo = params.get(RETURN_PARAM);
  const withDraft = returnTo?.includes(`${REOPEN_PARAM}=`) ?? false;
  // Set after a correct password on an account with two-step sign-in: the code comes next.
  const [tiket, setTiket] = useState("");
  // Signing in with a passkey instead: its own refusal, shown where the form's would be.
  const [passkeyError, setPasskeyError] = useState("");
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // After a password refused under Wajib_2FA: the passkey button is the one to press.
  const [passkeyLed, setPasskeyLed] = useState(false);
  const passkeyButton = useRef<HTMLButtonElement>(null);

  function finish(answer: LoginResponse) {
    const session = readable(answer);
    storeSession({ token: session.token, role: session.role as Role, username: session.username });
    if (session.perlu_daftar_2fa) {
      navigate(ENROL_PATH, { replace: true });
      return;
    }
    const known = (ROLES as readonly string[]).includes(session.role);
    // After an ended session: back to the screen the person was on, if it is theirs to see.
    const back = safeReturnPath(returnTo, session.role);
    navigate(back ?? (known ? dashboardPathFor(session.role) : "/"), { replace: true });
  }

  // SPEC: no checks in the browser (whatever is typed is sent); the error line is above the fields.
  const { values, set, busy, formError, submit } = useBackofficeForm({
    initial: { username: "", password: "" },
    send: ({ username, password }) => signIn(username, password),
    failure: {
      inline: (error) => {
        setPasskeyLed(ledToPasskey(error));
        return loginFailure(error);
      },
    },
    keepsDraft: false,
    // The password is not kept once it led on to the second step.
    savedValues: (answer, sent) => ("perlu_kode" in answer ? { ...sent, password: "" } : sent),
    afterSave: (answer) => {
      if ("perlu_kode" in answer) setTiket(answer.tiket);
      else finish(answer);
    },
  });

  useEffect(() => {
    if (passkeyLed && !busy) passkeyButton.current?.focus();
  }, [passkeyLed, busy]);

  async function signInWithPasskey() {
    if (passkeyBusy || busy) return;
    setPasskeyError("");
    setPasskeyBusy(true);
    try {
      finish(await loginWithPasskey());
    } catch (error) {
      setPasskeyError(passkeyProblem(error));
    } finally {
      setPasskeyBusy(false);
    }
  }

  return (
    <SignInCard>
      <div className="mb-6 text-center">
        <h1 className="font-serif text-3xl text-bata">Login</h1>
        <p className="mt-2 text-stone-600">Masuk ke panel pengelola Keraton Kasepuhan Cirebon.</p>
      </div>
      {tiket ? (
        <SecondStepForm tiket={tiket} onSignedIn={finish} onRestart={() => setTiket("")} />
      ) : (
        /* method=post keeps the password out of the address bar if scripts have not loaded yet */
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            setPasskeyError("");
            void submit();
          }}
          className="space-y-5"
          aria-busy={busy || passkeyBusy}
        >
          {sessionEnded ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-center text-amber-950"
            >
              {withDraft ? STAFF_TEXTS.sessionEndedWithDraft : STAFF_TEXTS.sessionEnded}
            </p>
          ) : null}
          <SignInAlert centered>{passkeyError || formError}</SignInAlert>
          <SignInField
            id="login-username"
            label="Username"
            name="username"
            autoComplete="username"
            verbatim
            value={values.username}
            onChange={(e) => set("username")(e.target.value)}
          />
          <SignInField
            id="login-password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set("password")(e.target.value)}
          />
          <SignInButton busy={busy}>Login</SignInButton>
          <p className="text-center text-sm text-stone-600">atau</p>
          <button
            ref={passkeyButton}
            type="button"
            disabled={passkeyBusy || busy}
            onClick={() => void signInWithPasskey()}
            className={`${passkeyLed ? ui.primaryButton : ui.secondaryButton} w-full`}
          >
            {PASSKEY_TEXTS.signIn}
          </button>
        </form>
      )}
      <p className="mt-5 text-center">
        <Link to="/lupa-password" className="font-medium text-nila underline underline-offset-2">
          Lupa password?
        </Link>
      </p>
    </SignInCard>
  );
}
