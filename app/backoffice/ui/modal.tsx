import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { confirmDiscard, isAlertOpen } from "./alerts.ts";
import { useUnsavedChanges } from "./leave-guard.tsx";

type ModalProps = {
  open: boolean;
  title: string;
  /** Unsaved changes: closing by Escape, backdrop, ✕ or Batal asks first. */
  dirty?: boolean;
  /** A save in flight: the modal cannot be closed. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
};

const CloseContext = createContext<() => void>(() => {});

/**
 * The element focused last. An Edit button that loads its item first is disabled meanwhile, and
 * a disabled button loses focus to the page: the modal then still knows who opened it.
 */
let lastFocusedOnPage: HTMLElement | null = null;
let followers = 0;
function rememberFocus(event: FocusEvent) {
  if (event.target instanceof HTMLElement) lastFocusedOnPage = event.target;
}
function followFocus() {
  if (followers++ === 0) document.addEventListener("focusin", rememberFocus);
  return () => {
    if (--followers === 0) document.removeEventListener("focusin", rememberFocus);
  };
}
function focusBeforeOpening(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocusedOnPage;
}

/** Closing the way Batal does: through the modal's unsaved-changes check. */
export function useRequestClose(): () => void {
  return useContext(CloseContext);
}

/**
 * A native modal `<dialog>`: focus stays inside, the page behind is inert, Escape closes.
 * Every way of closing goes through one check that protects unsaved changes.
 */
export function Modal({ open, title, dirty = false, busy = false, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);
  const lastFocused = useRef<HTMLElement | null>(null);
  /** Where focus goes back when the modal closes: the button that opened it ("Edit"). */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(followFocus, []);
  const latest = useRef({ open, dirty, busy, onClose });
  latest.current = { open, dirty, busy, onClose };
  useUnsavedChanges(open && dirty);

  // A layout effect: once a render with open=false commits, the dialog is closed, so a popup
  // shown right after lands on the page and not inside a closing dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusBeforeOpening();
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);

  async function requestClose() {
    const { dirty, busy, onClose } = latest.current;
    if (busy || isAlertOpen()) return;
    if (dirty && !(await confirmDiscard())) return;
    onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(44rem,calc(100vw-1rem))] max-w-none overflow-hidden rounded-xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/55 open:flex open:flex-col"
      onCancel={(event) => {
        event.preventDefault();
        void requestClose();
      }}
      onClose={(event) => {
        // Chrome honours preventDefault on only one Escape per user activation; a second one
        // closes the dialog natively. While React still says open, reopen it and ask as usual.
        if (!latest.current.open) return;
        event.currentTarget.showModal();
        lastFocused.current?.focus();
        void requestClose();
      }}
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && event.target !== event.currentTarget) {
          lastFocused.current = event.target;
        }
      }}
      onKeyDown={(event) => {
        // Tab wraps around inside the form instead of leaving for the browser's own controls.
        if (event.key !== "Tab" || isAlertOpen()) return;
        const focusable = [
          ...event.currentTarget.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])',
          ),
        ].filter((el) => el.getClientRects().length > 0 || el.matches("input[type=file]"));
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) void requestClose();
      }}
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-gading px-5 py-3">
        <h2 id={titleId} className="font-serif text-xl text-bata">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => void requestClose()}
          disabled={busy}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-3xl leading-none text-stone-600 hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-emas disabled:opacity-40"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Tutup</span>
        </button>
      </div>
      <CloseContext.Provider value={() => void requestClose()}>
        {open ? children : null}
      </CloseContext.Provider>
    </dialog>
  );
}
