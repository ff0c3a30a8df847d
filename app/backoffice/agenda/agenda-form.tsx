import type { Agenda } from "@common/api-types.ts";
import { agendaKind } from "@common/content/agenda.kind.ts";
import { todayInJakarta } from "@common/dates.ts";
import { POPUPS } from "@common/messages.ts";
import type { ContentStatus } from "@common/schemas/content.schema.ts";
import { kindLabels } from "~/backoffice/content/content-desk.ts";
import { JudulField } from "~/backoffice/content/content-fields.tsx";
import { ContentModalForm } from "~/backoffice/content/content-modal-form.tsx";
import { afterSaveExtras } from "~/backoffice/content/content-status.ts";
import type { DeskOptions } from "~/backoffice/desk/use-desk.ts";
import { DeskripsiGambarFields } from "~/backoffice/ui/deskripsi-gambar-fields.tsx";
import { ContentEnglishPart, contentEnglishValues } from "~/backoffice/ui/english-part.tsx";
import { InputField, SelectField } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { versiOf } from "~/lib/api-client.ts";
import { createAgenda, getAgendaItems, updateAgenda } from "./agenda-api.ts";
import type { AgendaValues } from "./agenda-form-data.ts";
import { computedDays, HIJRI_MONTHS, JAVANESE_MONTH_OPTIONS } from "./hijri-preview.ts";

/** Where an item's public page lives (the success popup links to it). */
const AGENDA_PAGES = { publicPath: "/agenda" };

const ULANG_OPTIONS = [
  { value: "tahunan_hijriah", label: "Setiap tahun, tanggal Hijriah" },
  { value: "tahunan_masehi", label: "Setiap tahun, tanggal Masehi" },
  { value: "sekali", label: "Sekali" },
] as const;

const HISAB_OPTIONS = [
  { value: "islam", label: "Hijriah (kalender Islam; tanggal pasti menunggu penetapan)" },
  { value: "aboge", label: "Jawa Aboge (hitungan keraton; Alip Rebo Wage)" },
] as const;

const MALAM_OPTIONS = [
  { value: "tidak", label: "Tidak (siang hari atau sepanjang hari)" },
  { value: "hari_itu", label: "Ya, malam hari pada tanggal itu" },
  {
    value: "sebelumnya",
    label: "Ya, malam sebelumnya (hari Hijriah dan Jawa mulai saat matahari terbenam)",
  },
] as const;

const HIJRI_DAYS = Array.from({ length: 30 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

function initialValues(item?: Agenda): AgendaValues {
  return {
    judul: item?.judul ?? "",
    deskripsi: item?.deskripsi ?? "",
    lokasi: item?.lokasi ?? "",
    keterangan_gambar: item?.keterangan_gambar ?? "",
    status: (item?.status ?? "terbit") as ContentStatus,
    ulang: item?.ulang ?? "tahunan_hijriah",
    tanggal: item?.tanggal ?? "",
    bulan_hijriah: item?.bulan_hijriah ? String(item.bulan_hijriah) : "",
    tanggal_hijriah: item?.tanggal_hijriah ? String(item.tanggal_hijriah) : "",
    hisab: item?.hisab ?? "islam",
    lama_hari: String(item?.lama_hari ?? 1),
    malam: item?.malam ?? "tidak",
    jam_mulai: item?.jam_mulai ?? "",
    jam_selesai: item?.jam_selesai ?? "",
    gambar: null,
    lokasi_en: item?.lokasi_en ?? "",
    ...contentEnglishValues(item),
  };
}

/** The desk of an agenda item's form: its version, who else edits it, its earlier versions. */
function agendaDesk(item: Agenda | undefined): DeskOptions<AgendaValues> {
  return {
    jenis: agendaKind.jenis,
    id: item?.id ?? null,
    versi: versiOf(item),
    latest: async () => {
      const now = item && (await getAgendaItems()).find((row) => row.id === item.id);
      if (!now) throw new Error(agendaKind.words.notFound);
      return { values: initialValues(now), versi: versiOf(now) };
    },
    labels: {
      ...kindLabels(agendaKind),
      ulang: "Pengulangan",
      bulan_hijriah: "Bulan Hijriah",
      tanggal_hijriah: "Tanggal Hijriah",
      hisab: "Penanggalan",
      lama_hari: "Lama (hari)",
      malam: "Malam hari",
      jam_mulai: "Jam mulai",
      jam_selesai: "Jam selesai",
    },
  };
}

/** An agenda item: its words, when it happens (the computed days shown as they are chosen). */
export function AgendaForm({ item }: { item?: Agenda }) {
  const failure = item ? POPUPS.agenda.updateFailed : POPUPS.agenda.createFailed;
  const form = useBackofficeForm({
    initial: initialValues(item),
    send: (values, onUploadProgress) =>
      item
        ? updateAgenda(item.id, values, onUploadProgress)
        : createAgenda(values, onUploadProgress),
    success: (answer) => ({
      ...(item ? POPUPS.agenda.updated : POPUPS.agenda.created),
      ...afterSaveExtras(AGENDA_PAGES, answer.data),
    }),
    failure,
    logAs: failure.text,
    draftItem: item ? `agenda-${item.id}` : "agenda-baru",
    desk: agendaDesk(item),
  });
  const { field, values } = form;
  const hijri = values.ulang === "tahunan_hijriah";
  const aboge = hijri && values.hisab === "aboge";
  const days = hijri
    ? computedDays(
        Number(values.bulan_hijriah),
        Number(values.tanggal_hijriah),
        todayInJakarta(),
        values.hisab,
      )
    : [];

  return (
    <ContentModalForm
      form={form}
      stored={item && { status: item.status, terbit_pada: item.terbit_pada }}
    >
      <JudulField kind={AGENDA_PAGES} stored={item} {...field("judul")} />
      <SelectField
        label="Pengulangan"
        placeholder="Pilih pengulangan"
        options={[...ULANG_OPTIONS]}
        {...field("ulang")}
      />
      {hijri ? (
        <SelectField
          label="Penanggalan"
          placeholder="Pilih penanggalan"
          options={[...HISAB_OPTIONS]}
          {...field("hisab")}
        />
      ) : null}
      {hijri ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Bulan Hijriah"
            placeholder="Pilih bulan"
            options={aboge ? JAVANESE_MONTH_OPTIONS : HIJRI_MONTHS}
            {...field("bulan_hijriah")}
          />
          <SelectField
            label="Tanggal Hijriah"
            placeholder="Pilih tanggal"
            options={HIJRI_DAYS}
            {...field("tanggal_hijriah")}
          />
        </div>
      ) : (
        <InputField
          label={values.ulang === "sekali" ? "Tanggal" : "Tanggal (tahun pertama)"}
          type="date"
          {...field("tanggal")}
        />
      )}
      {days.length ? (
        <section aria-label="Tanggal Masehi hasil perhitungan" className={ui.hint}>
          <p className="font-semibold">
            {aboge
              ? "Tanggal Masehi menurut penanggalan Jawa Aboge:"
              : "Tanggal Masehi hasil perhitungan (perkiraan):"}
          </p>
          <ul className="list-disc pl-5" data-testid="tanggal-perhitungan">
            {days.map((day) => (
              <li key={day}>{day}</li>
            ))}
          </ul>
          {aboge ? null : (
            <p>Pastikan tanggal tiap tahun di daftar jadwal setelah keraton menetapkannya.</p>
          )}
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Lama (hari)" type="number" {...field("lama_hari")} />
        <InputField
          label="Jam mulai"
          type="time"
          hint="Kosongkan untuk acara sepanjang hari."
          {...field("jam_mulai")}
        />
        <InputField label="Jam selesai" type="time" {...field("jam_selesai")} />
      </div>
      <SelectField
        label="Malam hari"
        placeholder="Pilih waktu"
        options={[...MALAM_OPTIONS]}
        {...field("malam")}
      />
      <InputField label="Lokasi" maxLength={200} {...field("lokasi")} />
      <DeskripsiGambarFields
        stored={item}
        deskripsi={values.deskripsi}
        onDeskripsiChange={form.set("deskripsi")}
        gambar={field("gambar")}
        keterangan={field("keterangan_gambar")}
        busy={form.busy}
        progress={form.progress}
      />
      <ContentEnglishPart form={form} stored={item} />
      <InputField label="Lokasi (English)" maxLength={200} {...field("lokasi_en")} />
    </ContentModalForm>
  );
}
