import { InputField, TextAreaField } from "~/backoffice/ui/fields.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The Kontak tab: WhatsApp number, e-mail (of email type, SPEC §5) and address. */
export function KontakFields({ values, set, errors }: FormFields<SettingsValues>) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <InputField
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        value={values.No_WhatsApp}
        onChange={set("No_WhatsApp")}
        error={errors.No_WhatsApp}
        hint="Contoh: 6281234567890"
        autoComplete="off"
      />
      <InputField
        label="Email"
        type="email"
        value={values.Email}
        onChange={set("Email")}
        error={errors.Email}
        autoComplete="off"
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Alamat"
          value={values.Alamat}
          onChange={set("Alamat")}
          error={errors.Alamat}
          rows={3}
        />
      </div>
    </div>
  );
}
