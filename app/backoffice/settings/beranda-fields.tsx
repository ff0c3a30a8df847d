import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { ImageField } from "~/backoffice/ui/image-field.tsx";
import { RichTextField } from "~/backoffice/ui/rich-text-field.tsx";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The photo the home page shows while no welcome photo is chosen. */
const SHIPPED_SAMBUTAN_PHOTO = "/images/gerbang.jpg";

type Props = FormFields<SettingsValues> & { busy: boolean; storedTeks: string };

/** The Beranda tab: the welcome block's text and photo on the home page. */
export function BerandaFields({ values, field, progress, busy, storedTeks }: Props) {
  const teks = field("Teks_Sambutan");
  return (
    <div className="space-y-5">
      <RichTextField
        label="Teks Sambutan"
        initialHtml={storedTeks}
        value={teks.value}
        onChange={teks.onChange}
        disabled={busy}
        hint="Teks pembuka di bagian “Sambutan Keraton” halaman utama. Kosongkan untuk memakai teks bawaan."
      />
      {teks.error ? <p className="text-sm font-medium text-red-800">{teks.error}</p> : null}
      <EnglishPart
        form={{ values, field, busy }}
        fields={[
          { key: "Teks_Sambutan_en", label: ENGLISH_PART_TEXTS.labels.sambutan, kind: "rich" },
        ]}
      />
      <ImageField
        label="Gambar Sambutan"
        currentPath={values.Gambar_Sambutan || SHIPPED_SAMBUTAN_PHOTO}
        {...field("gambarSambutan")}
        progress={values.gambarSambutan ? progress : null}
        hint={
          values.Gambar_Sambutan
            ? "Kosongkan jika tidak ingin mengganti gambar."
            : "Belum diganti: halaman utama memakai foto gerbang bawaan (terlihat di samping)."
        }
      />
    </div>
  );
}
