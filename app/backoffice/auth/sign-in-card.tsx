import type { InputHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { ui } from "~/backoffice/ui/styles.ts";

type SignInCardProps = {
  /** The page's heading, centred (the login page writes its own). */
  title?: string;
  /** The server's answer once the form went through: it takes the form's place. */
  done?: string;
  /** The link under the card's content (to the login, or to ask for a new link). */
  back?: { to: string; label: string };
  children: ReactNode;
};

/** The card the sign-in pages stand in (login, forgotten password, new password). */
export function SignInCard({ title, done, back, children }: SignInCardProps) {
  return (
    <main id="konten" className="flex min-h-[70vh] flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        {title ? <h1 className="text-center font-serif text-3xl text-bata">{title}</h1> : null}
        {done ? <SignInDone>{done}</SignInDone> : children}
        {back ? (
          <p className="mt-6 text-center">
            <Link to={back.to} className="font-medium text-nila underline underline-offset-2">
              {back.label}
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}

/** Why the card's form did not go through (hidden while empty); `centered` under the login's title. */
export function SignInAlert({ centered, children }: { centered?: boolean; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={`empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 ${centered ? "text-center font-medium " : ""}text-red-900`}
    >
      {children}
    </p>
  );
}

/** What the server answered once the card's form went through. */
function SignInDone({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
    >
      {children}
    </p>
  );
}

type SignInFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A name or a code, taken as typed: the keyboard neither capitalises nor corrects it. */
  verbatim?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** One labelled box of a sign-in form, with its hint under it when it has one. */
export function SignInField({ id, label, hint, verbatim, ...input }: SignInFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...(verbatim ? { autoCapitalize: "none", spellCheck: false } : {})}
        {...input}
        className={ui.input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The step's one wide button that sends its form; it waits while the form is being sent. */
export function SignInButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
      {children}
    </button>
  );
}
