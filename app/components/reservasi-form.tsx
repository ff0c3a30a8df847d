import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { HONEYPOT_FIELD } from "@common/schemas/reservasi.schema.ts";

export type ReservasiFormState = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** The fields in order; their labels and hints come from the page language's catalogue. */
const FIELDS = [
  { name: "nama", type: "text", required: true, autoComplete: "name" },
  { name: "instansi", type: "text", autoComplete: "organization" },
  { name: "tanggal", type: "date", required: true },
  { name: "jumlah", type: "number", required: true, hint: true },
  { name: "telepon", type: "tel", required: true, autoComplete: "tel", hint: true },
  { name: "email", type: "email", autoComplete: "email" },
] as const;

const INPUT =
  "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2.5 text-stone-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-bata";

/**
 * The group visit form: a plain POST to /kunjungan that answers with this page and the outcome,
 * keeping everything typed when it is refused. Works the same without JavaScript.
 */
export function ReservasiForm({
  state,
  today,
  lang = "id",
  action = "/kunjungan#reservasi",
}: {
  state?: ReservasiFormState;
  today: string;
  lang?: Lang;
  /** Where the form posts: this page (`/en/kunjungan` answers in English). */
  action?: string;
}) {
  const t = messagesFor(lang).reservasi;
  const values = state && !state.ok ? (state.values ?? {}) : {};
  const errors = state?.errors ?? {};
  return (
    <form method="post" action={action} noValidate className="space-y-5">
      {state ? (
        <p
          role={state.ok ? "status" : "alert"}
          className={`rounded-lg border-2 p-4 font-semibold ${state.ok ? "border-green-700 bg-green-50 text-green-900" : "border-bata bg-red-50 text-bata-tua"}`}
        >
          {state.message}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const hintId = `${field.name}-petunjuk`;
          const errorId = `${field.name}-galat`;
          const describedBy = [error ? errorId : "", "hint" in field ? hintId : ""]
            .filter(Boolean)
            .join(" ");
          return (
            <div key={field.name}>
              <label htmlFor={`reservasi-${field.name}`} className="font-semibold text-stone-800">
                {t.fields[field.name]}
                {"required" in field ? <span className="text-bata">{t.required}</span> : null}
              </label>
              <input
                id={`reservasi-${field.name}`}
                name={field.name}
                type={field.type}
                defaultValue={values[field.name] ?? ""}
                required={"required" in field}
                autoComplete={"autoComplete" in field ? field.autoComplete : undefined}
                min={field.name === "tanggal" ? today : field.name === "jumlah" ? 1 : undefined}
                max={field.name === "jumlah" ? 1000 : undefined}
                inputMode={field.name === "jumlah" ? "numeric" : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                className={INPUT}
              />
              {"hint" in field ? (
                <p id={hintId} className="mt-1 text-sm text-stone-600">
                  {t.hints[field.name]}
                </p>
              ) : null}
              {error ? (
                <p id={errorId} className="mt-1 text-sm font-semibold text-bata">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div>
        <label htmlFor="reservasi-catatan" className="font-semibold text-stone-800">
          {t.notes}
        </label>
        <textarea
          id="reservasi-catatan"
          name="catatan"
          rows={4}
          defaultValue={values.catatan ?? ""}
          aria-invalid={errors.catatan ? true : undefined}
          aria-describedby={errors.catatan ? "catatan-galat" : undefined}
          className={INPUT}
        />
        {errors.catatan ? (
          <p id="catatan-galat" className="mt-1 text-sm font-semibold text-bata">
            {errors.catatan}
          </p>
        ) : null}
      </div>
      {/* A trap for robots that fill every field; hidden from people and screen readers. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="reservasi-situs">{t.honeypot}</label>
        <input
          id="reservasi-situs"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-bata px-6 py-3 font-semibold text-white shadow-sm hover:bg-bata-tua"
      >
        {t.submit}
      </button>
    </form>
  );
}
