import { TextAreaField } from "~/backoffice/ui/fields.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The Deskripsi Footer tab. */
export function FooterFields({ field }: FormFields<SettingsValues>) {
  return (
    <TextAreaField
      label="Deskripsi Footer"
      {...field("Deskripsi_Footer")}
      hint="Teks singkat di bagian bawah setiap halaman publik."
      rows={5}
    />
  );
}
