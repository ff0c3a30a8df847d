import type { Informasi } from "@common/api-types.ts";
import { POPUPS, UI_TEXTS } from "@common/messages.ts";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ImageField } from "~/backoffice/ui/image-field.tsx";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import { RichTextField } from "~/backoffice/ui/rich-text-field.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { createInformasi } from "./create-informasi.ts";
import { updateInformasi } from "./update-informasi.ts";

/** The fields of an article; SPEC has no required checks here, the server's answer is shown. */
export function InformasiForm({ item }: { item?: Informasi }) {
  const failure = item ? POPUPS.informasi.updateFailed : POPUPS.informasi.createFailed;
  const form = useBackofficeForm({
    initial: {
      judul: item?.judul ?? "",
      tanggal: item?.tanggal?.slice(0, 10) ?? "",
      deskripsi: item?.deskripsi ?? "",
      gambar: null as File | null,
    },
    send: (values, onUploadProgress) =>
      item
        ? updateInformasi(item.id, values, onUploadProgress)
        : createInformasi(values, onUploadProgress),
    success: item ? POPUPS.informasi.updated : POPUPS.informasi.created,
    failure,
    logAs: failure.text,
  });
  const { values, set, errors } = form;

  return (
    <ModalForm form={form}>
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
        hint={item ? UI_TEXTS.informasiImageHint : undefined}
      />
    </ModalForm>
  );
}
