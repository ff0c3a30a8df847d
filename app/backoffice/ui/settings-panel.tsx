import type { ReactNode } from "react";
import { ui } from "./styles.ts";

/**
 * One panel of a settings page ("Akun Saya", the users' "Keamanan akun"): its heading, what it is
 * for, then the last action's notice and problem (each hidden while empty), then its content.
 */
export function SettingsPanel({
  headingId,
  title,
  intro,
  notice,
  problem,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  notice: string;
  problem: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-3xl">
      <h2 id={headingId} className="font-serif text-2xl text-bata">
        {title}
      </h2>
      {intro}
      <p role="status" className="mt-3 empty:hidden text-green-800">
        {notice}
      </p>
      <p
        role="alert"
        className="mt-3 empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
      >
        {problem}
      </p>
      {children}
    </section>
  );
}

/** One thing a panel lists (a passkey, a session): what it is, and its button beside it. */
export function PanelListItem({
  label,
  children,
  action,
}: {
  label: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className={`${ui.card} flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div className="min-w-0">{children}</div>
      {action}
    </li>
  );
}

/** The button that removes or ends one listed thing. */
export function PanelItemButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
      className={`${ui.smallButton} ${ui.deleteButton} shrink-0`}
    >
      {children}
    </button>
  );
}
