import { useLayoutEffect, useState } from "react";
import type { Dokumentasi } from "../../../common/api-types.ts";
import { todayInJakarta } from "../../../common/dates.ts";
import { DokumentasiInputSchema } from "../../../common/schemas.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import { readSession } from "../../lib/session.ts";
import { showError, showSuccess } from "../ui/alerts.ts";
import { fieldErrorsOf, issuesToFieldErrors } from "../ui/failures.ts";
import { InputField } from "../ui/fields.tsx";
import { FormDialog, type FormSession } from "../ui/form-dialog.tsx";
import { ImageField } from "../ui/image-field.tsx";
import { ModalForm } from "../ui/modal-form.tsx";
import { RichTextField } from "../ui/rich-text.tsx";
import { createDokumentasi } from "./create-dokumentasi.ts";
import { updateDokumentasi } from "./update-dokumentasi.ts";

export type DokumentasiDialogState =
  | { mode: "closed" }
  | { mode: "add" }
  | { mode: "edit"; item: Dokumentasi };

type Props = { state: DokumentasiDialogState; onClose: () => void; onSaved: () => void };

/** One modal for adding and editing documentation; an empty image keeps the stored one. */
export function DokumentasiFormDialog({ state, onClose, onSaved }: Props) {
  return (
    <FormDialog
      open={state.mode !== "closed"}
      title={state.mode === "edit" ? "Edit Dokumentasi" : "Tambah Dokumentasi"}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(session) => (
        <DokumentasiForm
          key={state.mode === "edit" ? state.item.id : "add"}
          item={state.mode === "edit" ? state.item : undefined}
          {...session}
        />
      )}
    </FormDialog>
  );
}

type Values = { judul: string; tanggal: string; uploaded: string; deskripsi: string };

type FormProps = FormSession & {
  item?: Dokumentasi;
};

function DokumentasiForm({ item, busy, setBusy, onDirty, onSaved }: FormProps) {
  const [initial] = useState<Values>(() => ({
    judul: item?.judul ?? "",
    tanggal: item?.tanggal?.slice(0, 10) ?? todayInJakarta(),
    uploaded: item?.uploaded ?? "",
    deskripsi: item?.deskripsi ?? "",
  }));
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [descriptionTouched, setDescriptionTouched] = useState(false);

  // A layout effect: the modal must know about a change before the next key (Escape) arrives.
  useLayoutEffect(() => {
    const { deskripsi: _a, ...rest } = values;
    const { deskripsi: _b, ...initialRest } = initial;
    onDirty(
      Boolean(image) || descriptionTouched || JSON.stringify(rest) !== JSON.stringify(initialRest),
    );
  }, [values, image, descriptionTouched, initial, onDirty]);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    if (!readSession().token) {
      await showError("Gagal", "Anda belum login");
      return;
    }
    const fieldErrors: Record<string, string> = {};
    if (!values.tanggal) fieldErrors.tanggal = "Tanggal wajib diisi";
    const parsed = DokumentasiInputSchema.safeParse(values);
    if (!parsed.success)
      Object.assign(fieldErrors, { ...issuesToFieldErrors(parsed.error.issues), ...fieldErrors });
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (item) await updateDokumentasi(item.id, parsed.data, image, setProgress);
      else await createDokumentasi(parsed.data, image, setProgress);
      setBusy(false);
      onSaved();
      await showSuccess(
        "Berhasil",
        item ? "Dokumentasi berhasil diperbarui" : "Dokumentasi berhasil ditambahkan",
      );
    } catch (error) {
      setBusy(false);
      setProgress(null);
      if (isSessionEnded(error)) return;
      console.error("Gagal menyimpan dokumentasi:", error);
      setErrors(fieldErrorsOf(error));
      const message =
        error instanceof Error && error.message ? error.message : "Terjadi kesalahan server";
      await showError("Gagal", message);
    }
  }

  return (
    <ModalForm onSubmit={submit} busy={busy}>
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
        initialHtml={initial.deskripsi}
        disabled={busy}
        onChange={(html) => {
          setDescriptionTouched(true);
          set("deskripsi")(html);
        }}
      />
      <ImageField
        label="Gambar"
        currentPath={item?.gambar}
        file={image}
        onChange={setImage}
        progress={progress}
        hint={item ? "Kosongkan jika tidak ingin mengganti gambar." : undefined}
      />
    </ModalForm>
  );
}
