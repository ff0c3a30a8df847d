import { mapEmbedUrl, mapLinkUrl } from "@common/map-pin.ts";
import type { ComponentProps } from "react";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import type { FormFields } from "~/backoffice/ui/use-backoffice-form.ts";
import { previewPin } from "./map-pin-input.ts";
import type { SettingsValues } from "./settings-values.ts";

/** The map pin of the contact and visit pages, with a preview of where it points. */
export function KontakMapFields({ values, field }: FormFields<SettingsValues>) {
  const preview = previewPin(values.Peta_Lintang, values.Peta_Bujur);
  return (
    <fieldset className="space-y-4 md:col-span-2">
      <legend className="font-serif text-xl text-bata">Titik peta</legend>
      <p className={ui.hint}>
        Derajat desimal, misalnya lintang -6.7262 dan bujur 108.5705 (bisa disalin dari
        OpenStreetMap atau Google Maps). Kosongkan keduanya untuk memakai titik bawaan di Keraton
        Kasepuhan.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <DegreesField
          label="Lintang"
          {...field("Peta_Lintang")}
          placeholder="-6.7262"
          hint="Antara -90 dan 90; negatif untuk selatan khatulistiwa."
        />
        <DegreesField
          label="Bujur"
          {...field("Peta_Bujur")}
          placeholder="108.5705"
          hint="Antara -180 dan 180; Indonesia sekitar 95 sampai 141."
        />
      </div>
      {preview ? (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">
            {preview.shipped
              ? "Kosong: peta memakai titik bawaan."
              : `Titik peta: ${preview.pin.lintang}, ${preview.pin.bujur}.`}{" "}
            <a
              href={mapLinkUrl(preview.pin)}
              target="_blank"
              rel="noopener"
              className="font-semibold text-nila underline underline-offset-2"
            >
              Lihat titik di peta<span className="sr-only"> (tab baru)</span>
            </a>
          </p>
          <iframe
            title="Pratinjau titik peta"
            src={mapEmbedUrl(preview.pin)}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="block h-64 w-full rounded-md border border-stone-300"
          />
        </div>
      ) : (
        <p className="text-sm text-stone-700">
          Pratinjau peta muncul setelah lintang dan bujur terisi dengan benar.
        </p>
      )}
    </fieldset>
  );
}

/** Decimal degrees: a number pad with the decimal point, nothing remembered by the browser. */
function DegreesField(
  props: Omit<ComponentProps<typeof InputField>, "inputMode" | "autoComplete">,
) {
  return <InputField {...props} inputMode="decimal" autoComplete="off" />;
}
