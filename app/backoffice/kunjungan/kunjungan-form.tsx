import type { Kunjungan, Versioned } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { HARI } from "@common/schemas/kunjungan.schema.ts";
import type { FormEvent } from "react";
import { ONLY_ONE } from "~/backoffice/desk/desk-api.ts";
import { FormDesk } from "~/backoffice/desk/form-desk.tsx";
import { FieldError } from "~/backoffice/ui/fields.tsx";
import { RichTextField } from "~/backoffice/ui/rich-text-field.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { SubmitButton } from "~/backoffice/ui/submit-button.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { getKunjungan } from "./get-kunjungan.ts";
import { JamFields } from "./jam-fields.tsx";
import { KunjunganEnglish } from "./kunjungan-english.tsx";
import { checkKunjungan, kunjunganValues } from "./kunjungan-values.ts";
import { PengecualianFields } from "./pengecualian-fields.tsx";
import { saveKunjungan } from "./save-kunjungan.ts";
import { TiketFields } from "./tiket-fields.tsx";

/** What the form shows before anything is loaded: seven closed days, no tickets. */
const NOTHING_YET: Kunjungan = {
  jam: HARI.map((hari) => ({ hari, buka: null, tutup: null })),
  pengecualian: [],
  tiket: [],
  catatan: "",
  petunjuk: "",
};

type KunjunganFormProps = {
  /** The visit page as loaded; null while loading or when the load failed (nothing to save). */
  stored: (Kunjungan & Versioned) | null;
  loading: boolean;
};

/** Opening hours, ticket prices, notes and directions of the public /kunjungan page. */
export function KunjunganForm({ stored, loading }: KunjunganFormProps) {
  const form = useBackofficeForm({
    initial: kunjunganValues(stored ?? NOTHING_YET),
    check: checkKunjungan,
    send: saveKunjungan,
    savedValues: (answer, sent) => (answer.data ? kunjunganValues(answer.data) : sent),
    success: POPUPS.kunjungan.saved,
    failure: POPUPS.kunjungan.saveFailed,
    logAs: "Gagal menyimpan informasi kunjungan:",
    desk: {
      jenis: "kunjungan",
      id: stored ? ONLY_ONE : null,
      versi: stored?.versi,
      latest: async () => {
        const now = await getKunjungan();
        return { values: kunjunganValues(now), versi: now.versi };
      },
      labels: {
        jam: "Jam buka",
        tiket: "Harga tiket",
        catatan: "Catatan untuk pengunjung",
        petunjuk: "Petunjuk arah",
        catatan_en: "Catatan (bahasa Inggris)",
        petunjuk_en: "Petunjuk (bahasa Inggris)",
      },
    },
  });
  const { values, errors, busy } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stored) void form.submit();
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || loading} className="space-y-8">
      {!stored && !loading ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Data kunjungan belum termuat, jadi belum bisa disimpan. Muat ulang halaman untuk mencoba
          lagi.
        </p>
      ) : null}
      {stored ? <FormDesk desk={form.desk} /> : null}
      <section className={`${ui.card} p-4 sm:p-6`}>
        <JamFields
          jam={values.jam}
          onChange={form.set("jam")}
          errors={errors}
          disabled={busy || !stored}
        />
      </section>
      <section className={`${ui.card} p-4 sm:p-6`}>
        <PengecualianFields
          pengecualian={values.pengecualian}
          onChange={form.set("pengecualian")}
          errors={errors}
          disabled={busy || !stored}
        />
      </section>
      <section className={`${ui.card} p-4 sm:p-6`}>
        <TiketFields
          tiket={values.tiket}
          onChange={form.set("tiket")}
          errors={errors}
          disabled={busy || !stored}
        />
      </section>
      <section className={`${ui.card} space-y-6 p-4 sm:p-6`}>
        <h2 className="font-serif text-xl text-stone-900">Catatan dan petunjuk arah</h2>
        <div className="space-y-1">
          <RichTextField
            label="Catatan untuk pengunjung"
            hint="Pemandu, pakaian, dan tata tertib selama di keraton."
            initialHtml={stored?.catatan ?? ""}
            value={values.catatan}
            onChange={form.set("catatan")}
            disabled={busy || !stored}
          />
          <FieldError error={errors.catatan} />
        </div>
        <div className="space-y-1">
          <RichTextField
            label="Petunjuk arah"
            hint="Cara mencapai keraton dari stasiun, terminal, atau jalan utama."
            initialHtml={stored?.petunjuk ?? ""}
            value={values.petunjuk}
            onChange={form.set("petunjuk")}
            disabled={busy || !stored}
          />
          <FieldError error={errors.petunjuk} />
        </div>
      </section>
      <section className={`${ui.card} p-4 sm:p-6`}>
        <KunjunganEnglish form={form} stored={stored} />
      </section>
      <div className="flex justify-end">
        <SubmitButton busy={busy} disabled={!stored} className="min-w-36" />
      </div>
    </form>
  );
}
