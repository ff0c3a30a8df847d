import type { Informasi } from "../../../common/api-types.ts";
import { FormDialog } from "../ui/form-dialog.tsx";
import { createInformasi } from "./create-informasi.ts";
import { InformasiForm } from "./informasi-form.tsx";
import { updateInformasi } from "./update-informasi.ts";

type AddProps = { open: boolean; onClose: () => void; onSaved: () => void };

/** The add modal: an empty article. */
export function InformasiAddDialog({ open, onClose, onSaved }: AddProps) {
  return (
    <FormDialog open={open} title="Tambah Informasi" onClose={onClose} onSaved={onSaved}>
      {(session) => (
        <InformasiForm
          save={createInformasi}
          success="Informasi berhasil ditambahkan!"
          failure="Terjadi kesalahan saat menambahkan informasi."
          {...session}
        />
      )}
    </FormDialog>
  );
}

type EditProps = { item: Informasi | null; onClose: () => void; onSaved: () => void };

/** The edit modal: the article as just read from the server; an empty image keeps the old one. */
export function InformasiEditDialog({ item, onClose, onSaved }: EditProps) {
  return (
    <FormDialog open={item !== null} title="Edit Informasi" onClose={onClose} onSaved={onSaved}>
      {(session) =>
        item ? (
          <InformasiForm
            key={item.id}
            item={item}
            save={(input, image, onProgress) => updateInformasi(item.id, input, image, onProgress)}
            success="Informasi berhasil diperbarui!"
            failure="Terjadi kesalahan saat memperbarui informasi."
            imageHint="Kosongkan jika tidak di ganti"
            {...session}
          />
        ) : null
      }
    </FormDialog>
  );
}
