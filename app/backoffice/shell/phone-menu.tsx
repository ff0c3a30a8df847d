import type { Role } from "@common/schemas/users.schema.ts";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Icon } from "./icons.tsx";
import { PanelBrand } from "./panel-brand.tsx";
import { PanelNavEntries } from "./panel-nav-entries.tsx";

type PhoneMenuProps = {
  panelRole: Role;
  panel: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
};

const FOCUSABLE = "a[href], button:not([disabled])";

/** Tab and Shift+Tab go round inside the open menu, never out to the page or the browser. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The id the menu button points at (aria-controls). */
export const PHONE_MENU_ID = "menu-ponsel";

/**
 * On a phone the sidebar slides out over the page as a modal dialog with its labels: focus stays
 * inside while it is open, Escape or ✕ closes it, and focus goes back to the menu button.
 */
export function PhoneMenu({ panelRole, panel, open, onClose, onLogout }: PhoneMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Closed at once, not after the next render: a question that follows ('Buang perubahan?')
  // must land on the page, not inside a menu about to close.
  const close = () => {
    ref.current?.close();
    onClose();
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={PHONE_MENU_ID}
      aria-label="Menu"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={keepFocusInside}
      onClick={(e) => {
        // A tap on the dimmed page beside the menu closes it.
        if (e.target === e.currentTarget) close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-bata p-0 text-white shadow-2xl backdrop:bg-stone-950/55 open:flex open:flex-col"
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/15 pr-2 pl-4">
        <PanelBrand panel={panel} />
        <button
          type="button"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/12 focus-visible:outline-3 focus-visible:outline-emas"
        >
          <Icon name="close" />
          <span className="sr-only">Tutup menu</span>
        </button>
      </div>
      <nav aria-label={`Menu ${panelRole}`} className="flex flex-1 flex-col overflow-y-auto py-3">
        <PanelNavEntries
          panelRole={panelRole}
          onNavigate={close}
          onLogout={() => {
            close();
            onLogout();
          }}
        />
      </nav>
    </dialog>
  );
}
