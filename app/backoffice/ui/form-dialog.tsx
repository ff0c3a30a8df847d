import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Modal } from "./modal.tsx";

type FormState = { busy: boolean; dirty: boolean };

/**
 * What a form inside a FormDialog tells it (through `useBackofficeForm`). A dialog may hold more
 * than one (an item's form and its gallery): it is busy or dirty while any of them is.
 */
type DialogLink = {
  report: (form: string, state: FormState) => void;
  saved: () => void;
};

const CLEAN: FormState = { busy: false, dirty: false };

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
  const [forms, setForms] = useState<Readonly<Record<string, FormState>>>({});
  const latestOnSaved = useRef(onSaved);
  latestOnSaved.current = onSaved;
  const link = useMemo<DialogLink>(
    () => ({
      report: (form, next) =>
        setForms((current) => {
          const was = current[form] ?? CLEAN;
          return was.busy === next.busy && was.dirty === next.dirty
            ? current
            : { ...current, [form]: next };
        }),
      saved: () => {
        // Closed at once, so the success popup that follows lands on the page, not in the dialog.
        flushSync(() => {
          setForms({});
          latestOnSaved.current();
        });
      },
    }),
    [],
  );
  const states = Object.values(forms);
  const state = { busy: states.some((f) => f.busy), dirty: states.some((f) => f.dirty) };
  return (
    <Modal
      open={open}
      title={title}
      dirty={state.dirty}
      busy={state.busy}
      onClose={() => {
        setForms({});
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
