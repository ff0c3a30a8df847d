import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { TextAreaField } from "~/backoffice/ui/fields.tsx";
import { ImageField } from "~/backoffice/ui/image-field.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The Struktur Kesultanan tab: the structure image and the description under it. The upload's
 * progress shows under the picture being sent (Beranda has an image field too). */
export function StrukturFields(form: FormFields<SettingsValues>) {
  const { values, field, progress } = form;
  return (
    <div className="space-y-5">
      <ImageField
        label="Gambar Struktur"
        currentPath={values.Gambar_Struktur}
        {...field("gambar")}
        progress={values.gambar ? progress : null}
        hint="Kosongkan jika tidak ingin mengganti gambar."
      />
      <TextAreaField label="Deskripsi Kesultanan" {...field("Deskripsi_Kesultanan")} rows={8} />
      <EnglishPart
        form={form}
        fields={[
          {
            key: "Deskripsi_Kesultanan_en",
            label: ENGLISH_PART_TEXTS.labels.kesultanan,
            kind: "text",
            maxLength: 20000,
          },
        ]}
      />
    </div>
  );
}
