import { formatRupiah } from "@common/kunjungan.ts";
import { useId } from "react";
import { FieldError } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { newTiketKey, parseHarga, type TiketValue } from "./kunjungan-values.ts";

/** The server keeps at most this many ticket categories. */
const MAX_TIKET = 30;

type TiketFieldsProps = {
  tiket: TiketValue[];
  onChange: (tiket: TiketValue[]) => void;
  /** Field errors keyed as the server names them: `tiket`, `tiket.0.kategori`, `tiket.0.harga`. */
  errors: Record<string, string>;
  disabled: boolean;
};

/** Ticket prices per category: rows to add and remove, prices in whole rupiah. */
export function TiketFields({ tiket, onChange, errors, disabled }: TiketFieldsProps) {
  const change = (key: string, next: Partial<TiketValue>) =>
    onChange(tiket.map((row) => (row.key === key ? { ...row, ...next } : row)));
  function add() {
    onChange([...tiket, { key: newTiketKey(), kategori: "", harga: "" }]);
    // The new row's first field gets the focus once drawn.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>("[data-tiket-row]:last-of-type input")?.focus(),
    );
  }
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl text-stone-900">Harga tiket</legend>
      <p className={ui.hint}>
        Harga dalam rupiah tanpa sen, misalnya 20000 atau 20.000. Isi 0 untuk masuk gratis.
      </p>
      <FieldError error={errors.tiket} />
      {tiket.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 px-4 py-3 text-stone-600">
          Belum ada kategori tiket.
        </p>
      ) : (
        <ul className="space-y-3">
          {tiket.map((row, index) => (
            <TiketRow
              key={row.key}
              row={row}
              number={index + 1}
              kategoriError={errors[`tiket.${index}.kategori`]}
              hargaError={errors[`tiket.${index}.harga`]}
              disabled={disabled}
              onChange={(next) => change(row.key, next)}
              onRemove={() => onChange(tiket.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={ui.secondaryButton}
        onClick={add}
        disabled={disabled || tiket.length >= MAX_TIKET}
      >
        + Tambah kategori tiket
      </button>
    </fieldset>
  );
}

type TiketRowProps = {
  row: TiketValue;
  number: number;
  kategoriError?: string;
  hargaError?: string;
  disabled: boolean;
  onChange: (next: Partial<TiketValue>) => void;
  onRemove: () => void;
};

function TiketRow(props: TiketRowProps) {
  const { row, number, kategoriError, hargaError, disabled, onChange, onRemove } = props;
  const id = useId();
  const parsed = parseHarga(row.harga);
  const shown = typeof parsed === "number" && parsed >= 0 ? formatRupiah(parsed) : null;
  const name = row.kategori.trim() || `baris ${number}`;
  return (
    <li
      data-tiket-row
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
    >
      <div className="min-w-0 space-y-1">
        <label htmlFor={`${id}-kategori`} className={ui.label}>
          Kategori
        </label>
        <input
          id={`${id}-kategori`}
          value={row.kategori}
          maxLength={100}
          disabled={disabled}
          placeholder="mis. Dewasa"
          onChange={(e) => onChange({ kategori: e.target.value })}
          aria-invalid={kategoriError ? true : undefined}
          aria-describedby={kategoriError ? `${id}-kategori-error` : undefined}
          className={ui.input}
        />
        <FieldError id={`${id}-kategori-error`} error={kategoriError} />
      </div>
      <div className="min-w-0 space-y-1">
        <label htmlFor={`${id}-harga`} className={ui.label}>
          Harga (Rp)
        </label>
        <input
          id={`${id}-harga`}
          value={row.harga}
          inputMode="numeric"
          disabled={disabled}
          placeholder="20000"
          onChange={(e) => onChange({ harga: e.target.value })}
          aria-invalid={hargaError ? true : undefined}
          aria-describedby={`${id}-harga-shown${hargaError ? ` ${id}-harga-error` : ""}`}
          className={ui.input}
        />
        <p id={`${id}-harga-shown`} className={ui.hint}>
          {shown ? `Tampil sebagai ${shown}` : "\u00a0"}
        </p>
        <FieldError id={`${id}-harga-error`} error={hargaError} />
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Hapus kategori tiket ${name}`}
        className={`${ui.smallButton} ${ui.deleteButton} sm:mt-8`}
      >
        Hapus
      </button>
    </li>
  );
}
