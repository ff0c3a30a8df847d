/** Shared class lists, so every back-office screen looks and behaves alike. */
export const ui = {
  primaryButton:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-bata px-5 py-2 font-semibold text-white shadow-sm hover:bg-bata-tua focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas disabled:cursor-not-allowed disabled:opacity-60",
  secondaryButton:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-stone-400 bg-white px-5 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas disabled:cursor-not-allowed disabled:opacity-60",
  smallButton:
    "inline-flex min-h-10 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas disabled:opacity-60",
  editButton: "border-nila/40 bg-white text-nila hover:bg-nila/10",
  deleteButton: "border-bata/40 bg-white text-bata hover:bg-bata/10",
  input:
    "block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-inner shadow-stone-100 placeholder:text-stone-500 focus:border-bata focus:outline-3 focus:outline-offset-0 focus:outline-emas/60 aria-invalid:border-red-700",
  label: "block font-semibold text-stone-800",
  hint: "text-sm text-stone-600",
  fieldError: "text-sm font-medium text-red-800",
  card: "rounded-xl border border-stone-200 bg-white shadow-sm",
} as const;
