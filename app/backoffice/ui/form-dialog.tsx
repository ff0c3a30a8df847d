import { type ReactNode, useState } from "react";
import { Modal } from "./modal.tsx";

/** What a form inside a FormDialog reports to it and is told by it. */
export type FormSession = {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
};

type FormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSaved: () => void;
  children: (session: FormSession) => ReactNode;
};

/**
 * A modal holding one form: it cannot close while a save is in flight, and asks before closing
 * over changes that are not saved yet.
 */
export function FormDialog({ open, title, onClose, onSaved, children }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      dirty={dirty}
      busy={busy}
      onClose={() => {
        setDirty(false);
        onClose();
      }}
    >
      {children({
        busy,
        setBusy,
        onDirty: setDirty,
        onSaved: () => {
          setDirty(false);
          onSaved();
        },
      })}
    </Modal>
  );
}
