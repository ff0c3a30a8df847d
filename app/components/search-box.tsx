type SearchBoxProps = { query?: string; id?: string; large?: boolean; label?: string };

/** A plain GET form to /cari: works the same with or without JavaScript. */
export function SearchBox({
  query = "",
  id = "cari-navigasi",
  large = false,
  label = "Cari di situs",
}: SearchBoxProps) {
  return (
    <search aria-label={label}>
      <form action="/cari" method="get" className="flex">
        <label htmlFor={id} className="sr-only">
          Kata kunci
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Cari…"
          maxLength={200}
          className={
            large
              ? "min-w-0 flex-1 rounded-l-md border-2 border-bata bg-white px-4 py-2.5 text-lg text-stone-900"
              : "min-w-0 flex-1 rounded-l border border-emas/70 bg-bata-tua px-3 py-1.5 text-sm text-gading placeholder:text-gading/70 md:w-36"
          }
        />
        <button
          type="submit"
          className={
            large
              ? "rounded-r-md bg-bata px-5 font-semibold text-white hover:bg-bata-tua"
              : "rounded-r border border-l-0 border-emas/70 px-3 text-sm text-gading hover:bg-bata-tua"
          }
        >
          Cari
        </button>
      </form>
    </search>
  );
}
