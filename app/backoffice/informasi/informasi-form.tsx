import { useLayoutEffect, useState } from "react";
import type { Informasi } from "../../../common/api-types.ts";
import type { InformasiInput } from "../../../common/schemas.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import { serverReason, showError, showSuccess } from "../ui/alerts.ts";
import { fieldErrorsOf } from "../ui/failures.ts";
import { InputField } from "../ui/fields.tsx";
import type { FormSession } from "../ui/form-dialog.tsx";
import { ImageField } from "../ui/image-field.tsx";
import { ModalForm } from "../ui/modal-form.tsx";
import { RichTextField } from "../ui/rich-text.tsx";

type Save = (
  input: InformasiInput,
  image: File | null,
  onProgress: (f: number) => void,
) => Promise<unknown>;

type Props = FormSession & {
  item?: Informasi;
  save: Save;
  success: string;
  failure: string;
  imageHint?: string;
};

/** The fields of an article; SPEC has no required checks here, the server's answer is shown. */
export function InformasiForm({
  item,
  save,
  success,
  failure,
  imageHint,
  busy,
  setBusy,
  onDirty,
  onSaved,
}: Props) {
  const [initial] = useState<InformasiInput>(() => ({
    judul: item?.judul ?? "",
    tanggal: item?.tanggal?.slice(0, 10) ?? "",
    deskripsi: item?.deskripsi ?? "",
  }));
  const [values, setValues] = useState(initial);
  const [descriptionTouched, setDescriptionTouched] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A layout effect: the modal must know about a change before the next key (Escape) arrives.
  useLayoutEffect(() => {
    const changed = values.judul !== initial.judul || values.tanggal !== initial.tanggal;
    onDirty(changed || descriptionTouched || Boolean(image));
  }, [values, initial, descriptionTouched, image, onDirty]);
  const set = (key: keyof InformasiInput) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    setErrors({});
    setBusy(true);
    try {
      await save(values, image, setProgress);
      setBusy(false);
      onSaved();
      await showSuccess("Berhasil", success);
    } catch (error) {
      setBusy(false);
      setProgress(null);
      if (isSessionEnded(error)) return;
      console.error(failure, error);
      setErrors(fieldErrorsOf(error));
      await showError("Gagal", failure, serverReason(error));
    }
  }

  return (
    <ModalForm onSubmit={submit} busy={busy}>
      <InputField
        label="Judul"
        value={values.judul}
        onChange={set("judul")}
        error={errors.judul}
        autoFocus
        maxLength={200}
      />
      <InputField
        label="Tanggal"
        type="date"
        value={values.tanggal}
        onChange={set("tanggal")}
        error={errors.tanggal}
        hint="Kosongkan untuk memakai tanggal hari ini."
      />
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
        hint={imageHint}
      />
    </ModalForm>
  );
}
