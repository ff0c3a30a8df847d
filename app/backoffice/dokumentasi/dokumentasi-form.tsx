import type { Dokumentasi } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { POPUPS } from "@common/messages.ts";
import { DokumentasiInputSchema } from "@common/schemas.ts";
import { showError } from "~/backoffice/ui/alerts.ts";
import { issuesToFieldErrors, withServerMessage } from "~/backoffice/ui/failures.ts";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ImageField } from "~/backoffice/ui/image-field.tsx";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import { RichTextField } from "~/backoffice/ui/rich-text-field.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { readSession } from "~/lib/session.ts";
import { createDokumentasi } from "./create-dokumentasi.ts";
import type { DokumentasiValues } from "./dokumentasi-form-data.ts";
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

/** Adds or edits one documentation item; an empty image keeps the stored one. */
export function DokumentasiForm({ item }: { item?: Dokumentasi }) {
  const form = useBackofficeForm({
    initial: {
      judul: item?.judul ?? "",
      tanggal: item?.tanggal?.slice(0, 10) ?? todayInJakarta(),
      uploaded: item?.uploaded ?? "",
      deskripsi: item?.deskripsi ?? "",
      gambar: null as File | null,
    },
    check: checkDokumentasi,
    send: (values, onUploadProgress) =>
      item
        ? updateDokumentasi(item.id, values, onUploadProgress)
        : createDokumentasi(values, onUploadProgress),
    success: item ? POPUPS.dokumentasi.updated : POPUPS.dokumentasi.created,
    failure: (error) => withServerMessage(POPUPS.dokumentasi.saveFailed, error),
    logAs: "Gagal menyimpan dokumentasi:",
  });
  const { values, set, errors } = form;

  return (
    <ModalForm form={form}>
      <InputField
        label="Judul"
        value={values.judul}
        onChange={set("judul")}
        error={errors.judul}
        required
        autoFocus
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Tanggal"
          type="date"
          value={values.tanggal}
          onChange={set("tanggal")}
          error={errors.tanggal}
          required
        />
        <InputField
          label="Diunggah oleh"
          value={values.uploaded}
          onChange={set("uploaded")}
          error={errors.uploaded}
          hint="Kosongkan untuk memakai nama akun Anda."
          maxLength={100}
        />
      </div>
      <RichTextField
        label="Deskripsi"
        initialHtml={item?.deskripsi ?? ""}
        disabled={form.busy}
        onChange={set("deskripsi")}
      />
      <ImageField
        label="Gambar"
        currentPath={item?.gambar}
        file={values.gambar}
        onChange={set("gambar")}
        progress={form.progress}
        hint={item ? "Kosongkan jika tidak ingin mengganti gambar." : undefined}
      />
    </ModalForm>
  );
}
