import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { TextAreaField } from "~/backoffice/ui/fields.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The Deskripsi Footer tab. */
export function FooterFields(form: FormFields<SettingsValues>) {
  return (
    <div className="space-y-5">
      <TextAreaField
        label="Deskripsi Footer"
        {...form.field("Deskripsi_Footer")}
        hint="Teks singkat di bagian bawah setiap halaman publik."
        rows={5}
      />
      <EnglishPart
        form={form}
        fields={[
          { key: "Deskripsi_Footer_en", label: ENGLISH_PART_TEXTS.labels.footer, kind: "text" },
        ]}
      />
    </div>
  );
}
