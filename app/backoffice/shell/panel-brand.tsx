/** The palace's mark and name over the panel's name, at the head of the sidebar and the phone menu. */
export function PanelBrand({ panel }: { panel: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-emas bg-gading font-serif text-sm font-bold text-bata"
      >
        KK
      </span>
      <p className="min-w-0 flex-1 leading-tight">
        <span className="block truncate font-serif text-base">Keraton Kasepuhan</span>
        <span className="block text-xs tracking-wide text-white/80 uppercase">{panel}</span>
      </p>
    </>
  );
}
