import type { Informasi } from "@common/api-types.ts";
import { POPUPS, UI_TEXTS } from "@common/messages.ts";
import { DeskripsiGambarFields } from "~/backoffice/ui/deskripsi-gambar-fields.tsx";
import { ContentEnglishPart, contentEnglishValues } from "~/backoffice/ui/english-part.tsx";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
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
      ...contentEnglishValues(item),
    },
    send: (values, onUploadProgress) =>
      item
        ? updateInformasi(item.id, values, onUploadProgress)
        : createInformasi(values, onUploadProgress),
    success: item ? POPUPS.informasi.updated : POPUPS.informasi.created,
    failure,
    logAs: failure.text,
  });
  const { field } = form;

  return (
    <ModalForm form={form}>
      <InputField label="Judul" {...field("judul")} autoFocus maxLength={200} />
      <InputField
        label="Tanggal"
        type="date"
        {...field("tanggal")}
        hint="Kosongkan untuk memakai tanggal hari ini."
      />
      <DeskripsiGambarFields
        stored={item}
        onDeskripsiChange={form.set("deskripsi")}
        gambar={field("gambar")}
        busy={form.busy}
        progress={form.progress}
        imageHint={item ? UI_TEXTS.informasiImageHint : undefined}
      />
      <ContentEnglishPart form={form} stored={item} />
    </ModalForm>
  );
}
