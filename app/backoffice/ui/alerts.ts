import type { SweetAlertIcon, SweetAlertOptions } from "sweetalert2";
import { ApiRequestError } from "../../lib/api-client.ts";

/** sweetalert2 is fetched on first use, so screens that never show a popup never download it. */
const loadSwal = () => import("sweetalert2").then((m) => m.default);

const BUTTON =
  "mx-1.5 inline-flex min-h-11 min-w-24 items-center justify-center rounded-md px-5 py-2 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas";

let openCount = 0;

/** True while a popup is on screen (a modal behind it must not react to Escape). */
export function isAlertOpen(): boolean {
  return openCount > 0;
}

async function fire(options: SweetAlertOptions): Promise<boolean> {
  const Swal = await loadSwal();
  // Inside an open modal <dialog> everything else is inert: the popup must live in the dialog.
  const openDialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  openCount++;
  try {
    const result = await Swal.fire({
      heightAuto: false,
      buttonsStyling: false,
      returnFocus: true,
      target: openDialog ?? "body",
      customClass: {
        popup: "rounded-xl! font-sans!",
        title: "font-serif! text-bata!",
        htmlContainer: "text-stone-800!",
        confirmButton: `${BUTTON} bg-bata text-white hover:bg-bata-tua`,
        cancelButton: `${BUTTON} border border-stone-400 bg-white text-stone-900 hover:bg-stone-100`,
      },
      ...options,
    });
    return result.isConfirmed;
  } finally {
    openCount--;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A success popup with SPEC's title and text. */
export async function showSuccess(title: string, text: string): Promise<void> {
  await fire({ icon: "success", title, text });
}

/** An error popup; `detail` (e.g. the server's reason) goes on a second line when it adds something. */
export async function showError(title: string, text: string, detail?: string): Promise<void> {
  const lines = [text, detail].filter((line, i, all): line is string =>
    Boolean(line && all.indexOf(line) === i),
  );
  await fire({
    icon: "error" satisfies SweetAlertIcon,
    title,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  });
}

/** A destructive confirmation with the buttons Hapus and Batal; Batal has the focus. */
export function confirmDelete(title: string, text?: string): Promise<boolean> {
  return fire({
    icon: "warning",
    title,
    text,
    showCancelButton: true,
    confirmButtonText: "Hapus",
    cancelButtonText: "Batal",
    focusCancel: true,
    reverseButtons: true,
  });
}

/** Asked before a form with unsaved changes is closed or replaced. */
export function confirmDiscard(): Promise<boolean> {
  return fire({
    icon: "question",
    title: "Buang perubahan?",
    text: "Perubahan yang belum disimpan akan hilang.",
    showCancelButton: true,
    confirmButtonText: "Buang",
    cancelButtonText: "Lanjut mengedit",
    focusCancel: true,
    reverseButtons: true,
  });
}

/**
 * The server's reason worth showing to staff (validation, conflict, image refused, too many
 * tries); undefined for network failures and unexpected errors, where SPEC's text says it all.
 */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if ([400, 404, 409, 413, 415, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return undefined;
}
