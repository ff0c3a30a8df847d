import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Modal } from "./modal.tsx";

/** What a form inside a FormDialog tells it (through `useBackofficeForm`). */
type DialogLink = {
  report: (state: { busy: boolean; dirty: boolean }) => void;
  saved: () => void;
};

const DialogContext = createContext<DialogLink | null>(null);

/** The FormDialog around a form, or null for a form on the page itself. */
export function useFormDialog(): DialogLink | null {
  return useContext(DialogContext);
}

type FormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Called once a save succeeded; usually closes the dialog and reloads the list. */
  onSaved: () => void;
  children: ReactNode;
};

/**
 * A modal holding one form: it cannot close while a save is in flight, and asks before closing
 * over changes that are not saved yet.
 */
export function FormDialog({ open, title, onClose, onSaved, children }: FormDialogProps) {
  const [state, setState] = useState({ busy: false, dirty: false });
  const latestOnSaved = useRef(onSaved);
  latestOnSaved.current = onSaved;
  const link = useMemo<DialogLink>(
    () => ({
      report: (next) =>
        setState((current) =>
          current.busy === next.busy && current.dirty === next.dirty ? current : next,
        ),
      saved: () => {
        // Closed at once, so the success popup that follows lands on the page, not in the dialog.
        flushSync(() => {
          setState({ busy: false, dirty: false });
          latestOnSaved.current();
        });
      },
    }),
    [],
  );
  return (
    <Modal
      open={open}
      title={title}
      dirty={state.dirty}
      busy={state.busy}
      onClose={() => {
        setState({ busy: false, dirty: false });
        onClose();
      }}
    >
      <DialogContext.Provider value={link}>{children}</DialogContext.Provider>
    </Modal>
  );
}

/** Which form a screen's dialog shows (SPEC §4's user modal: closed, add mode, edit mode). */
export type DialogState<T> = { mode: "closed" } | { mode: "add" } | { mode: "edit"; item: T };

export function useDialogState<T>() {
  const [state, setState] = useState<DialogState<T>>({ mode: "closed" });
  const actions = useMemo(
    () => ({
      add: () => setState({ mode: "add" }),
      edit: (item: T) => setState({ mode: "edit", item }),
      close: () => setState({ mode: "closed" }),
    }),
    [],
  );
  return { state, ...actions };
}
