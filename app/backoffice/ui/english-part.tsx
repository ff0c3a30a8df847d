import { ENGLISH_PART_TEXTS as T } from "@common/messages.ts";
import { htmlToPlainText } from "@common/plain-text.ts";
import { hasText } from "@common/translation.ts";
import { type ReactNode, useId, useState } from "react";
import { FieldError, InputField, TextAreaField } from "./fields.tsx";
import { RichTextField } from "./rich-text-field.tsx";
import { ui } from "./styles.ts";

/** What the English fields need of a form (`useBackofficeForm`'s result fits). */
type EnglishForm<V> = {
  values: V;
  field: <K extends keyof V & string>(
    key: K,
  ) => { value: V[K]; onChange: (value: V[K]) => void; error: string | undefined };
  errors?: Record<string, string | undefined>;
  busy?: boolean;
};

/** One English field: a line, a paragraph or rich text, beside its Indonesian twin. */
export type EnglishFieldSpec<K extends string> = {
  key: K;
  label: string;
  kind: "line" | "text" | "rich";
  maxLength?: number;
  hint?: string;
  /** Rich text: the stored HTML the editor starts with (remount with `key` to reload). */
  initialHtml?: string;
};

type EnglishPartProps<V, K extends keyof V & string> = {
  form: EnglishForm<V>;
  fields: ReadonlyArray<EnglishFieldSpec<K>>;
  /** English fields the specs cannot describe (one per ticket …), after the others. */
  children?: ReactNode;
  /** Whether those extra fields hold a translation. */
  childrenFilled?: boolean;
};

/**
 * The "English" part of a form (CONTRACT "English for foreign visitors"): a fieldset named
 * "English (opsional)" with the English twins of the form's texts. It starts folded, saying
 * whether a translation is there, and unfolds on a click or when one of its fields is refused.
 * Fields left empty show the Indonesian text to English readers.
 */
export function EnglishPart<V, K extends keyof V & string>({
  form,
  fields,
  children,
  childrenFilled = false,
}: EnglishPartProps<V, K>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const refused = fields.some((f) => form.errors?.[f.key]);
  const shown = open || refused;
  const filled =
    childrenFilled ||
    fields.some((f) => {
      const value = form.values[f.key];
      return (
        typeof value === "string" && hasText(f.kind === "rich" ? htmlToPlainText(value) : value)
      );
    });
  return (
    <fieldset className="rounded-lg border border-stone-300 bg-stone-50/60 px-4 pb-4">
      <legend className="px-1">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={`${id}-fields`}
          onClick={() => setOpen(!shown)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas"
        >
          <span aria-hidden="true" className={`transition-transform ${shown ? "rotate-90" : ""}`}>
            ▸
          </span>
          {T.legend}
        </button>
      </legend>
      <p className={ui.hint}>
        {T.hint} <span className="font-medium text-stone-700">{filled ? T.filled : T.empty}</span>
      </p>
      <div id={`${id}-fields`} hidden={!shown} className="mt-4 space-y-5">
        {fields.map((spec) => (
          <EnglishField key={spec.key} form={form} spec={spec} />
        ))}
        {children}
      </div>
    </fieldset>
  );
}

function EnglishField<V, K extends keyof V & string>({
  form,
  spec,
}: {
  form: EnglishForm<V>;
  spec: EnglishFieldSpec<K>;
}): ReactNode {
  const { value, onChange, error } = form.field(spec.key);
  const text = typeof value === "string" ? value : "";
  const change = onChange as (value: string) => void;
  if (spec.kind === "rich") {
    return (
      <div className="space-y-1">
        <RichTextField
          label={spec.label}
          initialHtml={spec.initialHtml ?? text}
          onChange={change}
          hint={spec.hint}
          disabled={form.busy}
        />
        <FieldError error={error} />
      </div>
    );
  }
  const common = {
    label: spec.label,
    value: text,
    onChange: change,
    error,
    hint: spec.hint,
    maxLength: spec.maxLength,
  };
  return spec.kind === "text" ? <TextAreaField {...common} rows={4} /> : <InputField {...common} />;
}

/**
 * The English part of an article or activity form: title, description and picture caption.
 * `stored` is the item being edited (its English description starts the editor).
 */
export function ContentEnglishPart<
  V extends { judul_en: string; deskripsi_en: string; keterangan_gambar_en: string },
>({ form, stored }: { form: EnglishForm<V>; stored?: { deskripsi_en?: string } }) {
  return (
    <EnglishPart
      form={form}
      fields={[
        { key: "judul_en", label: T.labels.judul, kind: "line", maxLength: 200 },
        {
          key: "deskripsi_en",
          label: T.labels.deskripsi,
          kind: "rich",
          initialHtml: stored?.deskripsi_en ?? "",
        },
        {
          key: "keterangan_gambar_en",
          label: T.labels.keteranganGambar,
          kind: "line",
          maxLength: 300,
        },
      ]}
    />
  );
}

/** The English twins of an item as form values: "" where there is no translation. */
export function contentEnglishValues(item?: {
  judul_en?: string;
  deskripsi_en?: string;
  keterangan_gambar_en?: string;
}) {
  return {
    judul_en: item?.judul_en ?? "",
    deskripsi_en: item?.deskripsi_en ?? "",
    keterangan_gambar_en: item?.keterangan_gambar_en ?? "",
  };
}

/**
 * Adds the English twins a form holds to its multipart body; an emptied one is sent empty (the
 * server clears it), one the form does not hold is left out (the server keeps it).
 */
export function appendContentEnglish(
  form: FormData,
  values: { judul_en?: string; deskripsi_en?: string; keterangan_gambar_en?: string },
): void {
  for (const key of ["judul_en", "deskripsi_en", "keterangan_gambar_en"] as const) {
    const value = values[key];
    if (value !== undefined) form.append(key, value);
  }
}

/** The list's mark on an item that lacks an English title or description. */
export function UntranslatedBadge() {
  return (
    <span
      title={T.untranslatedTitle}
      className="ml-2 inline-block whitespace-nowrap rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900"
    >
      {T.untranslated}
    </span>
  );
}
