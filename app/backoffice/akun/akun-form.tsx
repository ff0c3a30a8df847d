import { STAFF_TEXTS } from "@common/messages.ts";
import { OwnPasswordSchema } from "@common/schemas/users.schema.ts";
import type { FormEvent } from "react";
import { AccountName } from "~/backoffice/ui/account-name.tsx";
import { issuesToFieldErrors } from "~/backoffice/ui/failures.ts";
import { CurrentPasswordField, InputField } from "~/backoffice/ui/fields.tsx";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { storeSession } from "~/lib/session.ts";
import { changePassword } from "./change-password.ts";

type Values = { password_lama: string; password_baru: string; konfirmasi: string };

const EMPTY: Values = { password_lama: "", password_baru: "", konfirmasi: "" };

/** The rules for users (8–200 characters), the confirmation, and a new password that is new. */
export function checkOwnPassword(values: Values) {
  const parsed = OwnPasswordSchema.safeParse(values);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if (!errors.password_baru && values.password_baru === values.password_lama) {
    errors.password_baru = STAFF_TEXTS.passwordSame;
  }
  if (values.konfirmasi !== values.password_baru) errors.konfirmasi = STAFF_TEXTS.passwordMismatch;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Changes the signed-in person's own password; the fresh token keeps the session going.
 * `onChanged` hears of a change (the other sessions have ended).
 */
export function AkunForm({ username, onChanged }: { username: string; onChanged?: () => void }) {
  const form = useBackofficeForm({
    initial: EMPTY,
    check: checkOwnPassword,
    send: async ({ password_lama, password_baru }) => {
      const answer = await changePassword({ password_lama, password_baru });
      storeSession({ token: answer.token, role: answer.role, username: answer.username });
      onChanged?.();
      return answer;
    },
    savedValues: () => EMPTY,
    success: (answer) => ({ title: "Berhasil", text: answer.message }),
    failure: { inline: "Password belum berhasil diubah. Coba lagi." },
    logAs: "Gagal mengubah password:",
  });
  const { field } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={form.busy} className="max-w-xl space-y-5">
      <AccountName username={username} />
      <p
        role="alert"
        className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
      >
        {form.formError || null}
      </p>
      <CurrentPasswordField label="Password lama" {...field("password_lama")} />
      <InputField
        label="Password baru"
        type="password"
        {...field("password_baru")}
        hint="Minimal 8 karakter."
        required
        autoComplete="new-password"
      />
      <InputField
        label="Ulangi password baru"
        type="password"
        {...field("konfirmasi")}
        required
        autoComplete="new-password"
      />
      <div className="flex justify-end">
        <SubmitButton busy={form.busy} label="Ubah password" className="min-w-36" />
      </div>
    </form>
  );
}
