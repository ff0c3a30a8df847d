import type { Kunjungan } from "@common/api-types.ts";
import { ENGLISH_PART_TEXTS as T } from "@common/messages.ts";
import { hasText } from "@common/translation.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { InputField } from "~/backoffice/ui/fields.tsx";
import type { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import type { KunjunganValues, TiketValue } from "./kunjungan-values.ts";

type Props = {
  form: ReturnType<typeof useBackofficeForm<KunjunganValues, unknown>>;
  stored: Kunjungan | null;
};

/** The visit page's English part: notes, directions and each ticket's English name. */
export function KunjunganEnglish({ form, stored }: Props) {
  const { tiket } = form.values;
  const setTiket = form.set("tiket");
  const rename = (row: TiketValue, kategori_en: string) =>
    setTiket(tiket.map((t) => (t.key === row.key ? { ...t, kategori_en } : t)));
  return (
    <EnglishPart
      form={form}
      fields={[
        {
          key: "catatan_en",
          label: T.labels.catatan,
          kind: "rich",
          initialHtml: stored?.catatan_en ?? "",
        },
        {
          key: "petunjuk_en",
          label: T.labels.petunjuk,
          kind: "rich",
          initialHtml: stored?.petunjuk_en ?? "",
        },
      ]}
      childrenFilled={tiket.some((t) => hasText(t.kategori_en))}
    >
      {tiket.length > 0 ? (
        <div className="space-y-3">
          <p className="font-semibold text-stone-800">{T.labels.tiketGroup}</p>
          {tiket.map((row, index) => (
            <InputField
              key={row.key}
              label={T.labels.tiket(row.kategori.trim() || `${index + 1}`)}
              value={row.kategori_en ?? ""}
              onChange={(value) => rename(row, value)}
              error={form.errors[`tiket.${index}.kategori_en`]}
              maxLength={100}
            />
          ))}
        </div>
      ) : null}
    </EnglishPart>
  );
}
