import { InputField, TextAreaField } from "~/backoffice/ui/fields.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import { KontakMapFields } from "./kontak-map-fields.tsx";
import type { SettingsValues } from "./settings-values.ts";

/** The Kontak tab: WhatsApp number, e-mail (of email type, SPEC §5), address and the map pin. */
export function KontakFields(props: FormFields<SettingsValues>) {
  const { field } = props;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <InputField
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        {...field("No_WhatsApp")}
        hint="Contoh: 6281234567890"
        autoComplete="off"
      />
      <InputField label="Email" type="email" {...field("Email")} autoComplete="off" />
      <div className="md:col-span-2">
        <TextAreaField label="Alamat" {...field("Alamat")} rows={3} />
      </div>
      <KontakMapFields {...props} />
    </div>
  );
}
