import type { Informasi, Scheduled, Versioned } from "@common/api-types.ts";
import { POPUPS, UI_TEXTS } from "@common/messages.ts";
import { contentDesk } from "~/backoffice/content/content-desk.ts";
import { JudulField } from "~/backoffice/content/content-fields.tsx";
import { ContentModalForm } from "~/backoffice/content/content-modal-form.tsx";
import { afterSaveExtras } from "~/backoffice/content/content-status.ts";
import { PratinjauButton } from "~/backoffice/content/pratinjau-button.tsx";
import { scheduleValues } from "~/backoffice/content/schedule-values.ts";
import { DeskripsiGambarFields } from "~/backoffice/ui/deskripsi-gambar-fields.tsx";
import { ContentEnglishPart, contentEnglishValues } from "~/backoffice/ui/english-part.tsx";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { createInformasi } from "./create-informasi.ts";
import { getInformasi } from "./get-informasi.ts";
import { updateInformasi } from "./update-informasi.ts";

const informasiValues = (item?: Informasi) => ({
  judul: item?.judul ?? "",
  tanggal: item?.tanggal?.slice(0, 10) ?? "",
  deskripsi: item?.deskripsi ?? "",
  keterangan_gambar: item?.keterangan_gambar ?? "",
  ...scheduleValues(item),
  gambar: null as File | null,
  ...contentEnglishValues(item),
});

/** The fields of an article; SPEC has no required checks here, the server's answer is shown. */
export function InformasiForm({ item }: { item?: Informasi & Versioned & Scheduled }) {
  const failure = item ? POPUPS.informasi.updateFailed : POPUPS.informasi.createFailed;
  const form = useBackofficeForm({
    initial: informasiValues(item),
    send: (values, onUploadProgress, versi) =>
      item
        ? updateInformasi(item.id, values, onUploadProgress, versi)
        : createInformasi(values, onUploadProgress),
    success: (answer) => ({
      ...(item ? POPUPS.informasi.updated : POPUPS.informasi.created),
      ...afterSaveExtras("informasi", answer.data),
    }),
    failure,
    logAs: failure.text,
    draftItem: item ? String(item.id) : "baru",
    desk: contentDesk("informasi", item, getInformasi, informasiValues),
  });
  const { field } = form;

  return (
    <ContentModalForm form={form} stored={item}>
      <JudulField jenis="informasi" stored={item} {...field("judul")} />
      <InputField
        label="Tanggal"
        type="date"
        {...field("tanggal")}
        hint="Kosongkan untuk memakai tanggal hari ini."
      />
      <DeskripsiGambarFields
        stored={item}
        deskripsi={form.values.deskripsi}
        onDeskripsiChange={form.set("deskripsi")}
        gambar={field("gambar")}
        keterangan={field("keterangan_gambar")}
        busy={form.busy}
        progress={form.progress}
        imageHint={item ? UI_TEXTS.informasiImageHint : undefined}
      />
      <ContentEnglishPart form={form} stored={item} />
      <PratinjauButton jenis="informasi" id={item?.id} dirty={form.dirty} />
    </ContentModalForm>
  );
}
