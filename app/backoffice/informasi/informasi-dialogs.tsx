import { useState } from "react";
import type { Informasi } from "../../../common/api-types.ts";
import { Modal } from "../ui/modal.tsx";
import { createInformasi } from "./create-informasi.ts";
import { InformasiForm } from "./informasi-form.tsx";
import { updateInformasi } from "./update-informasi.ts";

type AddProps = { open: boolean; onClose: () => void; onSaved: () => void };

/** The add modal: an empty article. */
export function InformasiAddDialog({ open, onClose, onSaved }: AddProps) {
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      open={open}
      title="Tambah Informasi"
      dirty={dirty}
      busy={busy}
      onClose={() => {
        setDirty(false);
        onClose();
      }}
    >
      <InformasiForm
        save={createInformasi}
        success="Informasi berhasil ditambahkan!"
        failure="Terjadi kesalahan saat menambahkan informasi."
        busy={busy}
        setBusy={setBusy}
        onDirty={setDirty}
        onSaved={() => {
          setDirty(false);
          onSaved();
        }}
      />
    </Modal>
  );
}

type EditProps = { item: Informasi | null; onClose: () => void; onSaved: () => void };

/** The edit modal: the article as just read from the server; an empty image keeps the old one. */
export function InformasiEditDialog({ item, onClose, onSaved }: EditProps) {
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      open={item !== null}
      title="Edit Informasi"
      dirty={dirty}
      busy={busy}
      onClose={() => {
        setDirty(false);
        onClose();
      }}
    >
      {item ? (
        <InformasiForm
          key={item.id}
          item={item}
          save={(input, image, onProgress) => updateInformasi(item.id, input, image, onProgress)}
          success="Informasi berhasil diperbarui!"
          failure="Terjadi kesalahan saat memperbarui informasi."
          imageHint="Kosongkan jika tidak di ganti"
          busy={busy}
          setBusy={setBusy}
          onDirty={setDirty}
          onSaved={() => {
            setDirty(false);
            onSaved();
          }}
        />
      ) : null}
    </Modal>
  );
}
