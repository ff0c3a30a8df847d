import type { Dokumentasi, Scheduled, Versioned } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { POPUPS } from "@common/messages.ts";
import { DokumentasiInputSchema } from "@common/schemas.ts";
import { contentDesk } from "~/backoffice/content/content-desk.ts";
import { JudulField } from "~/backoffice/content/content-fields.tsx";
import { ContentModalForm } from "~/backoffice/content/content-modal-form.tsx";
import { afterSaveExtras } from "~/backoffice/content/content-status.ts";
import { PratinjauButton } from "~/backoffice/content/pratinjau-button.tsx";
import { scheduleValues } from "~/backoffice/content/schedule-values.ts";
import { showError } from "~/backoffice/ui/alerts.ts";
import { DeskripsiGambarFields } from "~/backoffice/ui/deskripsi-gambar-fields.tsx";
import { ContentEnglishPart, contentEnglishValues } from "~/backoffice/ui/english-part.tsx";
import { issuesToFieldErrors, withServerMessage } from "~/backoffice/ui/failures.ts";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { readSession } from "~/lib/session.ts";
import { createDokumentasi } from "./create-dokumentasi.ts";
import type { DokumentasiValues } from "./dokumentasi-form-data.ts";
import { GaleriSection } from "./galeri-manager.tsx";
import { getDokumentasiList } from "./get-dokumentasi-list.ts";
import { updateDokumentasi } from "./update-dokumentasi.ts";

/** SPEC §5: saving needs a token ('Anda belum login'), tanggal is required. */
async function checkDokumentasi(values: DokumentasiValues) {
  if (!readSession().token) {
    await showError(POPUPS.notLoggedIn);
    return {};
  }
  const parsed = DokumentasiInputSchema.safeParse(values);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  if (!values.tanggal) errors.tanggal = "Tanggal wajib diisi";
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const dokumentasiValues = (item?: Dokumentasi) => ({
  judul: item?.judul ?? "",
  tanggal: item?.tanggal?.slice(0, 10) ?? todayInJakarta(),
  uploaded: item?.uploaded ?? "",
  deskripsi: item?.deskripsi ?? "",
  keterangan_gambar: item?.keterangan_gambar ?? "",
  ...scheduleValues(item),
  gambar: null as File | null,
  ...contentEnglishValues(item),
});

/** The item as stored now, found in the staff list (which holds drafts too). */
async function readDokumentasi(id: number): Promise<Dokumentasi & Versioned> {
  const now = (await getDokumentasiList()).find((row) => row.id === id);
  if (!now) throw new Error("Dokumentasi sudah dihapus");
  return now;
}

/** Adds or edits one documentation item; an empty image keeps the stored one. */
export function DokumentasiForm({ item }: { item?: Dokumentasi & Versioned & Scheduled }) {
  const form = useBackofficeForm({
    initial: dokumentasiValues(item),
    check: checkDokumentasi,
    send: (values, onUploadProgress, versi) =>
      item
        ? updateDokumentasi(item.id, values, onUploadProgress, versi)
        : createDokumentasi(values, onUploadProgress),
    success: (answer) => ({
      ...(item ? POPUPS.dokumentasi.updated : POPUPS.dokumentasi.created),
      ...afterSaveExtras("dokumentasi", answer.data),
    }),
    failure: (error) => withServerMessage(POPUPS.dokumentasi.saveFailed, error),
    logAs: "Gagal menyimpan dokumentasi:",
    draftItem: item ? String(item.id) : "baru",
    desk: contentDesk("dokumentasi", item, readDokumentasi, dokumentasiValues),
  });
  const { field } = form;

  return (
    <ContentModalForm form={form} stored={item}>
      <JudulField jenis="dokumentasi" stored={item} {...field("judul")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Tanggal" type="date" {...field("tanggal")} required />
        <InputField
          label="Diunggah oleh"
          {...field("uploaded")}
          hint="Kosongkan untuk memakai nama akun Anda."
          maxLength={100}
        />
      </div>
      <DeskripsiGambarFields
        stored={item}
        deskripsi={form.values.deskripsi}
        onDeskripsiChange={form.set("deskripsi")}
        gambar={field("gambar")}
        busy={form.busy}
        keterangan={field("keterangan_gambar")}
        progress={form.progress}
        imageHint={item ? "Kosongkan jika tidak ingin mengganti gambar." : undefined}
      />
      <ContentEnglishPart form={form} stored={item} />
      <PratinjauButton jenis="dokumentasi" id={item?.id} dirty={form.dirty} />
      <GaleriSection item={item} />
    </ContentModalForm>
  );
}
