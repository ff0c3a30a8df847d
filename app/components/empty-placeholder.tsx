import type { ReactNode } from "react";

/** A dashed card in place of what is not there yet: a list's items, the chart's picture. */
export function EmptyPlaceholder({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-emas bg-white p-8 text-center text-stone-600">
      {children}
    </p>
  );
}
