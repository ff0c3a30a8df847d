import { localePath } from "@common/i18n/index.ts";
import { langgananTexts, TOPIK } from "@common/langganan.ts";
import { useLang } from "./lang.tsx";
import { TopikChoices } from "./topik-choices.tsx";

export type LanggananFormState = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: { email?: string; topik?: string[] };
};

/**
 * The subscription form (decision 160): a plain POST to /langganan (or /en/langganan), which
 * answers with a page; it needs no JavaScript. `place` keeps its ids apart where a page shows it
 * twice (its own section and the footer); `dark` is the footer's colours.
 */
export function LanggananForm({
  place,
  state,
  dark = false,
}: {
  place: string;
  state?: LanggananFormState;
  dark?: boolean;
}) {
  const { lang } = useLang();
  const t = langgananTexts(lang);
  const values = state && !state.ok ? (state.values ?? {}) : {};
  const chosen = values.topik ?? [...TOPIK];
  const errors = state?.errors ?? {};
  const id = (name: string) => `langganan-${place}-${name}`;
  const muted = dark ? "text-gading/90" : "text-stone-700";
  return (
    <form
      method="post"
      action={localePath(lang, "/langganan")}
      noValidate
      className="space-y-3"
      aria-labelledby={id("judul")}
    >
      {state ? (
        <p
          role={state.ok ? "status" : "alert"}
          className={`rounded-lg border-2 p-3 font-semibold ${state.ok ? "border-green-700 bg-green-50 text-green-900" : "border-bata bg-red-50 text-bata-tua"}`}
        >
          {state.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={id("email")} className="block font-semibold">
          {t.email}
        </label>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={values.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id("email-galat") : undefined}
          className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2.5 text-stone-900"
        />
        {errors.email ? (
          <p id={id("email-galat")} className="mt-1 text-sm font-semibold text-bata">
            {errors.email}
          </p>
        ) : null}
      </div>
      <TopikChoices
        chosen={chosen}
        labelClass={muted}
        error={errors.topik ? { id: id("topik-galat"), text: errors.topik } : undefined}
      />
      <button
        type="submit"
        className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-bata-tua"
      >
        {t.submit}
      </button>
      <p className={`text-sm ${muted}`}>{t.privacy}</p>
    </form>
  );
}

/** The form with its heading and lead, as a section of a page (/agenda, /informasi). */
export function LanggananSection({ place }: { place: string }) {
  const { lang } = useLang();
  const t = langgananTexts(lang);
  return (
    <section aria-labelledby={`langganan-${place}-judul`} className="mx-auto max-w-3xl px-5 py-10">
      <h2 id={`langganan-${place}-judul`} className="font-serif text-2xl text-bata">
        {t.heading}
      </h2>
      <p className="mt-2 mb-4 text-stone-700">{t.lead}</p>
      <LanggananForm place={place} />
    </section>
  );
}
