import { CONFIRMATIONS, type PopupText, STAFF_TEXTS } from "@common/messages.ts";
import type { SweetAlertIcon, SweetAlertOptions } from "sweetalert2";
import { focusToReturnTo } from "./focus-before-popup.ts";

/** sweetalert2 is fetched on first use, so screens that never show a popup never download it. */
const loadSwal = () => import("sweetalert2").then((m) => m.default);

const BUTTON =
  "mx-1.5 inline-flex min-h-11 min-w-24 items-center justify-center rounded-md px-5 py-2 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas";

let openCount = 0;

/** True while a popup is on screen or on its way (a modal behind it must not react to Escape). */
export function isAlertOpen(): boolean {
  return openCount > 0;
}

/** The popup on screen or on its way: the next one waits for it (see `fire`). */
let previous: Promise<unknown> = Promise.resolve();

/** The modal `<dialog>` on top, if any: everything outside it is inert, so the popup goes inside. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")];
  return open.filter((dialog) => dialog.matches(":modal")).at(-1) ?? null;
}

/**
 * Shows one popup. Popups come one after the other, never replacing one another, and without
 * animation: a popup that closes is gone at once, so no click lands on one that is going away and
 * nothing waits for an animation's end (decision 205).
 */
function fire(options: SweetAlertOptions): Promise<boolean> {
  // Counted before the library loads: a second request in the meantime sees a popup coming.
  openCount++;
  const shown = previous.then(async () => {
    const Swal = await loadSwal();
    const opener = focusToReturnTo();
    const result = await Swal.fire({
      heightAuto: false,
      buttonsStyling: false,
      // sweetalert2 gives the focus back 100 ms after closing, to the element focused before the
      // first of popups shown less than 100 ms apart: a click or key in between went astray, and
      // the focus could land on Logout after a save. Given back here, at once, to this one's opener.
      returnFocus: false,
      target: topModalDialog() ?? "body",
      showClass: { popup: "", backdrop: "", icon: "" },
      hideClass: { popup: "", backdrop: "", icon: "" },
      customClass: {
        popup: "rounded-xl! font-sans!",
        title: "font-serif! text-bata!",
        htmlContainer: "text-stone-800!",
        confirmButton: `${BUTTON} bg-bata text-white hover:bg-bata-tua`,
        cancelButton: `${BUTTON} border border-stone-400 bg-white text-stone-900 hover:bg-stone-100`,
      },
      ...options,
    });
    if (opener?.isConnected) opener.focus();
    return result.isConfirmed;
  });
  previous = shown.catch(() => undefined);
  return shown.finally(() => {
    openCount--;
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SPEC's success popup, optionally with a line more and a link (e.g. "Lihat di situs"). */
export type SuccessPopup = PopupText & {
  readonly detail?: string;
  readonly link?: { readonly href: string; readonly label: string };
};

/** A success popup with SPEC's title and text; a link opens in a new tab. */
export async function showSuccess({ title, text, detail, link }: SuccessPopup): Promise<void> {
  if (!detail && !link) {
    await fire({ icon: "success", title, text });
    return;
  }
  const lines = [text, detail].filter(Boolean).map((line) => `<p>${escapeHtml(line ?? "")}</p>`);
  if (link) {
    lines.push(
      `<p class="mt-3"><a href="${escapeHtml(link.href)}" target="_blank" rel="noopener" class="font-semibold text-nila underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas">${escapeHtml(link.label)}<span class="sr-only"> (tab baru)</span></a></p>`,
    );
  }
  await fire({ icon: "success", title, html: lines.join("") });
}

/** An error popup; `detail` (e.g. the server's reason) goes on a second line when it adds something. */
export async function showError({ title, text }: PopupText, detail?: string): Promise<void> {
  const lines = [text, detail].filter((line, i, all): line is string =>
    Boolean(line && all.indexOf(line) === i),
  );
  await fire({
    icon: "error" satisfies SweetAlertIcon,
    title,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  });
}

/**
 * A destructive confirmation with the buttons Hapus and Batal; Batal has the focus. `name` (the
 * item's title or the person's name) goes in bold under SPEC's text, so nobody deletes blind.
 */
export function confirmDelete({ title, text }: PopupText, name?: string): Promise<boolean> {
  const named = name?.trim()
    ? `<p class="mt-3">${escapeHtml(STAFF_TEXTS.deleteItem)} <strong class="break-words">${escapeHtml(name.trim())}</strong></p>`
    : "";
  return fire({
    icon: "warning",
    title,
    ...(named ? { html: `<p>${escapeHtml(text)}</p>${named}` } : { text }),
    showCancelButton: true,
    confirmButtonText: CONFIRMATIONS.deleteButtons.confirm,
    cancelButtonText: CONFIRMATIONS.deleteButtons.cancel,
    focusCancel: true,
    reverseButtons: true,
  });
}

/** A question with its own two buttons (e.g. Ubah and Batal); true when the first is chosen. */
export function confirmChoice({
  title,
  text,
  confirm,
  cancel,
  focusCancel,
}: PopupText & { confirm: string; cancel: string; focusCancel?: boolean }): Promise<boolean> {
  return fire({
    icon: "question",
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirm,
    cancelButtonText: cancel,
    focusCancel: focusCancel === true,
    reverseButtons: true,
  });
}

/** Asked before a form with unsaved changes is closed or replaced (the safe button in focus). */
export function confirmDiscard(): Promise<boolean> {
  return confirmChoice({ ...CONFIRMATIONS.discard, focusCancel: true });
}
