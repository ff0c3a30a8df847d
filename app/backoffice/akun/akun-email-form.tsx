import { OwnMailSettingsSchema } from "@common/schemas/users.schema.ts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { formErrorOf, issuesToFieldErrors } from "~/backoffice/ui/failures.ts";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { IdentityCheckCancelled, useIdentityCheck } from "./identity-check.tsx";
import { getOwnAccount, saveMailSettings } from "./mail-settings.ts";

type Values = { email: string; notifikasi: boolean };

function check(values: Values) {
  const parsed = OwnMailSettingsSchema.safeParse(values);
  return parsed.success ? undefined : issuesToFieldErrors(parsed.error.issues);
}

/** One's own email address and whether new visit requests are mailed to it. */
export function AkunEmailForm() {
  const checkboxId = useId();
  // The address is where a reset link goes: changing it asks for the password (and code) first.
  const identity = useIdentityCheck();
  const form = useBackofficeForm({
    initial: { email: "", notifikasi: false } as Values,
    check,
    send: (values) =>
      identity.confirm(
        "Simpan pengaturan email",
        (proof) => saveMailSettings(values, proof),
        "Simpan",
      ),
    savedValues: (answer) => ({ email: answer.data.email, notifikasi: answer.data.notifikasi }),
    success: (answer) => ({ title: "Berhasil", text: answer.message }),
    failure: {
      inline: (error) =>
        error instanceof IdentityCheckCancelled
          ? ""
          : formErrorOf(error, "Pengaturan email belum tersimpan. Coba lagi."),
    },
    logAs: "Gagal menyimpan pengaturan email:",
    draftItem: "email",
  });
  const { field, reset, values, set } = form;
  // The fields wait for the saved values: typed before they arrive, words would be overwritten.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let alive = true;
    getOwnAccount()
      .then((account) => {
        if (alive) reset({ email: account.email, notifikasi: account.notifikasi });
      })
      .catch((error) => {
        if (!isSessionEnded(error)) console.error("Gagal mengambil data akun:", error);
      })
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={form.busy}
        aria-labelledby={`${checkboxId}-title`}
        className="max-w-xl space-y-5"
      >
        <h2 id={`${checkboxId}-title`} className="font-serif text-xl text-stone-800">
          Email dan pemberitahuan
        </h2>
        <p
          role="alert"
          className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          {form.formError || null}
        </p>
        <fieldset disabled={!loaded} className="space-y-5">
          <InputField
            label="Email"
            type="email"
            {...field("email")}
            hint="Untuk tautan lupa password dan pemberitahuan. Kosongkan bila tidak ingin memakai email."
            autoComplete="email"
            inputMode="email"
          />
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={values.notifikasi}
              onChange={(e) => set("notifikasi")(e.target.checked)}
              className="mt-1 size-6 shrink-0 accent-bata"
            />
            <label htmlFor={checkboxId} className="text-stone-800">
              Kirimi saya email setiap ada permintaan kunjungan rombongan baru
            </label>
          </div>
          <div className="flex justify-end">
            <SubmitButton busy={form.busy} label="Simpan pengaturan email" className="min-w-36" />
          </div>
        </fieldset>
      </form>
      {identity.dialog}
    </>
  );
}
