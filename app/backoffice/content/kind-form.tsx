import {
  type ContentKind,
  englishColumns,
  englishOf,
  type FieldDeclaration,
  richTextFields,
  uploadLimitsOf,
} from "@common/content/kind.ts";
import { kindInputSchema } from "@common/content/kind-input.ts";
import { todayInJakarta } from "@common/dates.ts";
import { ENGLISH_PART_TEXTS, PICTURE_PROCESSING, POPUPS } from "@common/messages.ts";
import type { ReactNode } from "react";
import { showError } from "~/backoffice/ui/alerts.ts";
import { DeskripsiGambarFields } from "~/backoffice/ui/deskripsi-gambar-fields.tsx";
import { type EnglishFieldSpec, EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { issuesToFieldErrors, withServerMessage } from "~/backoffice/ui/failures.ts";
import { InputField, SelectField } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { readSession } from "~/lib/session.ts";
import { kindDesk } from "./content-desk.ts";
import { JudulField } from "./content-fields.tsx";
import { ContentModalForm } from "./content-modal-form.tsx";
import { afterSaveExtras } from "./content-status.ts";
import { type KindItem, type KindValues, saveKindItem } from "./kind-api.ts";
import { PratinjauButton } from "./pratinjau-button.tsx";
import { scheduleValues } from "./schedule-values.ts";

type TextField = { value: string; onChange: (value: string) => void; error?: string };
type FileField = { value: File | null; onChange: (file: File | null) => void; error?: string };

type Props = {
  kind: ContentKind;
  /** The stored item while editing; none for a new one. */
  item?: KindItem;
  /** What the kind shows after its fields (dokumentasi's gallery). */
  after?: ReactNode;
};

/** The form of one item of any kind, built from its declaration. */
export function KindForm({ kind, item, after }: Props) {
  const words = kind.backoffice;
  const failure = item ? words.popups.updateFailed : words.popups.createFailed;
  const form = useBackofficeForm({
    initial: initialValues(kind, item),
    check: words.checkBeforeSend
      ? (values: KindValues) => checkBeforeSend(kind, values)
      : undefined,
    send: (values, onUploadProgress, versi) =>
      saveKindItem(kind, item?.id, values, onUploadProgress, versi),
    success: (answer) => ({
      ...(item ? words.popups.updated : words.popups.created),
      ...afterSaveExtras(kind, answer.data),
    }),
    failure: words.popups.serverMessageOnFailure
      ? (error: unknown) => withServerMessage(failure, error)
      : failure,
    logAs: `Gagal menyimpan ${kind.words.singular}:`,
    draftItem: item ? String(item.id) : "baru",
    desk: kindDesk(kind, item, (now) => initialValues(kind, now)),
  });
  const field = (name: string) => form.field(name) as unknown as TextField;
  const lines = Object.entries(kind.fields).filter(
    ([name, f]) => name !== "judul" && f.type !== "richText",
  );
  const [rich] = richTextFields(kind);

  return (
    <ContentModalForm form={form} stored={item}>
      <JudulField
        kind={kind}
        label={kind.fields.judul?.label ?? "Judul"}
        stored={item}
        {...field("judul")}
        required={kind.fields.judul?.required || words.checkBeforeSend}
      />
      {groupsOf(lines).map(({ heading, fields }) => {
        const grid = (
          <FieldGrid key={heading ?? ""} fields={fields}>
            {([name, f]) => <LineField key={name} kind={kind} name={name} f={f} {...field(name)} />}
          </FieldGrid>
        );
        return heading ? (
          <fieldset key={heading} className="space-y-3 rounded-lg border border-stone-200 p-3">
            <legend className={`${ui.label} px-1`}>{heading}</legend>
            {grid}
          </fieldset>
        ) : (
          grid
        );
      })}
      {kind.picture && rich ? (
        <DeskripsiGambarFields
          stored={item}
          deskripsi={String(form.values[rich] ?? "")}
          onDeskripsiChange={form.set(rich)}
          gambar={form.field("gambar") as unknown as FileField}
          keterangan={field("keterangan_gambar")}
          busy={form.busy}
          progress={form.progress}
          imageHint={item ? words.imageEditHint : undefined}
          maxBytes={uploadLimitsOf(kind).maxBytes}
        />
      ) : null}
      {item?.gambar_siap === false ? (
        <p
          role="status"
          className={item.gambar_gagal ? "text-sm font-semibold text-red-800" : ui.hint}
        >
          {item.gambar_gagal ? PICTURE_PROCESSING.failedForm : PICTURE_PROCESSING.form}
        </p>
      ) : null}
      <EnglishPart form={form} fields={englishFieldsOf(kind, item)} />
      <PratinjauButton kind={kind} id={item?.id} dirty={form.dirty} />
      {after}
    </ContentModalForm>
  );
}

type Declared = [name: string, f: FieldDeclaration];

/** The fields in form order, those of one group together under its heading (decision 211). */
function groupsOf(fields: Declared[]): { heading: string | undefined; fields: Declared[] }[] {
  const groups: { heading: string | undefined; fields: Declared[] }[] = [];
  for (const declared of fields) {
    const heading = declared[1].group;
    const group = groups.find((g) => g.heading === heading);
    if (group) group.fields.push(declared);
    else groups.push({ heading, fields: [declared] });
  }
  return groups;
}

/** Fields side by side on wider screens. */
function FieldGrid({
  fields,
  children,
}: {
  fields: Declared[];
  children: (declared: Declared) => ReactNode;
}) {
  return (
    <div className={fields.length > 1 ? "grid gap-4 sm:grid-cols-2" : undefined}>
      {fields.map(children)}
    </div>
  );
}

/** One declared field that is not the title or the rich text: a choice, a date or a line. */
function LineField({
  kind,
  name,
  f,
  ...field
}: TextField & { kind: ContentKind; name: string; f: FieldDeclaration }) {
  if (f.type === "choice") {
    return (
      <SelectField
        label={f.label}
        {...field}
        placeholder={`Pilih ${f.label.toLowerCase()}`}
        options={Object.entries(f.options ?? {}).map(([value, label]) => ({ value, label }))}
        hint={f.hint}
        required={f.required}
      />
    );
  }
  return (
    <InputField
      label={fieldLabel(f)}
      type={f.type === "date" ? "date" : "text"}
      {...field}
      hint={f.hint}
      required={f.required}
      maxLength={f.type === "line" ? maxLengthOf(kind, name) : undefined}
    />
  );
}

/** The stored item's values, or a new item's: empty, a required date today, published. */
function initialValues(kind: ContentKind, item?: KindItem): KindValues {
  const values: KindValues = { ...scheduleValues(item), gambar: null };
  for (const [name, f] of Object.entries(kind.fields)) {
    const stored = item?.[name];
    if (typeof stored === "string") values[name] = f.type === "date" ? stored.slice(0, 10) : stored;
    else if (f.type === "choice") values[name] = defaultChoice(f);
    else values[name] = f.type === "date" && !f.fallback ? todayInJakarta() : "";
  }
  if (kind.picture) values.keterangan_gambar = item?.keterangan_gambar ?? "";
  for (const twin of englishColumns(kind)) values[twin] = String(item?.[twin] ?? "");
  return values;
}

/** What a choice field holds when nothing was chosen: the value its rule falls back to. */
function defaultChoice(f: FieldDeclaration): string {
  const parsed = f.schema.safeParse(undefined);
  return parsed.success ? String(parsed.data) : "";
}

/** SPEC §5's check (dokumentasi): signed in, the kind's rules, and the required fields filled. */
async function checkBeforeSend(kind: ContentKind, values: KindValues) {
  if (!readSession().token) {
    await showError(POPUPS.notLoggedIn);
    return {};
  }
  const parsed = kindInputSchema(kind).safeParse(values);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.required && !values[name]) errors[name] = `${f.label} wajib diisi`;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A line's label on the form: dokumentasi's uploader reads "Diunggah oleh" (SPEC). */
function fieldLabel(f: FieldDeclaration): string {
  return f.fallback === "authorName" ? "Diunggah oleh" : f.label;
}

function maxLengthOf(kind: ContentKind, name: string): number | undefined {
  const schema = kind.fields[name]?.schema as { maxLength?: number | null } | undefined;
  return schema?.maxLength ?? undefined;
}

const ENGLISH_LABELS: Record<string, string> = {
  judul: ENGLISH_PART_TEXTS.labels.judul,
  deskripsi: ENGLISH_PART_TEXTS.labels.deskripsi,
};

/** The English twins the kind declares, and its picture caption's. */
function englishFieldsOf(kind: ContentKind, item?: KindItem): EnglishFieldSpec<string>[] {
  const fields: EnglishFieldSpec<string>[] = Object.entries(kind.fields)
    .filter(([, f]) => f.englishMax !== undefined)
    .map(([name, f]) => ({
      key: englishOf(name),
      label: ENGLISH_LABELS[name] ?? `${f.label} (bahasa Inggris)`,
      kind: f.type === "richText" ? "rich" : "line",
      maxLength: f.type === "richText" ? undefined : f.englishMax,
      initialHtml: f.type === "richText" ? String(item?.[englishOf(name)] ?? "") : undefined,
    }));
  if (kind.picture) {
    fields.push({
      key: "keterangan_gambar_en",
      label: ENGLISH_PART_TEXTS.labels.keteranganGambar,
      kind: "line",
      maxLength: 300,
    });
  }
  return fields;
}
