import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";

type SearchBoxProps = {
  query?: string;
  id?: string;
  large?: boolean;
  label?: string;
  lang?: Lang;
};

/** A plain GET form to /cari (/en/cari): works the same with or without JavaScript. */
export function SearchBox({
  query = "",
  id = "cari-navigasi",
  large = false,
  label,
  lang = "id",
}: SearchBoxProps) {
  const t = messagesFor(lang).searchBox;
  return (
    <search aria-label={label ?? t.label}>
      <form action={localePath(lang, "/cari")} method="get" className="flex">
        <label htmlFor={id} className="sr-only">
          {t.keyword}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t.placeholder}
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
          {t.submit}
        </button>
      </form>
    </search>
  );
}
