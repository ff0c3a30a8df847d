import { MAX_PENGECUALIAN } from "@common/schemas/kunjungan.schema.ts";
import { useId } from "react";
import { FieldError } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { HoursToggle } from "./hours-toggle.tsx";
import { TimeInput } from "./jam-fields.tsx";
import { newTiketKey, type PengecualianValue } from "./kunjungan-values.ts";

type PengecualianFieldsProps = {
  pengecualian: PengecualianValue[];
  onChange: (pengecualian: PengecualianValue[]) => void;
  /** Field errors as the server names them: `pengecualian`, `pengecualian.0.tutup`. */
  errors: Record<string, string>;
  disabled: boolean;
};

/** Dates with other hours than their weekday's: closed for a ceremony, or open into the night. */
export function PengecualianFields({
  pengecualian,
  onChange,
  errors,
  disabled,
}: PengecualianFieldsProps) {
  const change = (key: string, next: Partial<PengecualianValue>) =>
    onChange(pengecualian.map((row) => (row.key === key ? { ...row, ...next } : row)));
  function add() {
    onChange([
      ...pengecualian,
      {
        key: newTiketKey(),
        tanggal: "",
        tutupSeharian: true,
        buka: "",
        tutup: "",
        keterangan: "",
        keterangan_en: "",
      },
    ]);
  }
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl text-stone-900">Jam buka khusus</legend>
      <p className={ui.hint}>
        Tanggal ketika keraton tutup atau buka dengan jam lain, misalnya malam upacara. Tanggal yang
        sudah lewat tidak ditampilkan lagi.
      </p>
      <FieldError error={errors.pengecualian} />
      {pengecualian.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 px-4 py-3 text-stone-600">
          Belum ada tanggal khusus.
        </p>
      ) : (
        <ul className="space-y-3">
          {pengecualian.map((row, index) => (
            <PengecualianRow
              key={row.key}
              row={row}
              number={index + 1}
              errorOf={(field) => errors[`pengecualian.${index}.${field}`]}
              disabled={disabled}
              onChange={(next) => change(row.key, next)}
              onRemove={() => onChange(pengecualian.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={ui.secondaryButton}
        onClick={add}
        disabled={disabled || pengecualian.length >= MAX_PENGECUALIAN}
      >
        Tambah tanggal khusus
      </button>
    </fieldset>
  );
}

type RowProps = {
  row: PengecualianValue;
  number: number;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
  onChange: (next: Partial<PengecualianValue>) => void;
  onRemove: () => void;
};

function PengecualianRow({ row, number, errorOf, disabled, onChange, onRemove }: RowProps) {
  const id = useId();
  const tanggalError = errorOf("tanggal");
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-tanggal`} className="text-sm font-semibold text-stone-700">
            Tanggal
          </label>
          <input
            id={`${id}-tanggal`}
            type="date"
            value={row.tanggal}
            disabled={disabled}
            onChange={(e) => onChange({ tanggal: e.target.value })}
            aria-label={`Tanggal khusus ${number}`}
            aria-invalid={tanggalError ? true : undefined}
            className={ui.input}
          />
          <FieldError error={tanggalError} />
        </div>
        <HoursToggle
          checked={row.tutupSeharian}
          disabled={disabled}
          onToggle={(tutupSeharian) =>
            onChange({ tutupSeharian, buka: row.buka || "08:00", tutup: row.tutup || "16:00" })
          }
          ariaLabel={`Tutup pada tanggal khusus ${number}`}
          text="Tutup seharian"
          className="self-end"
        />
      </div>
      {row.tutupSeharian ? null : (
        <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
          <TimeInput
            id={`${id}-buka`}
            label="Jam buka"
            ariaLabel={`Jam buka tanggal khusus ${number}`}
            value={row.buka}
            error={errorOf("buka")}
            disabled={disabled}
            onChange={(buka) => onChange({ buka })}
          />
          <TimeInput
            id={`${id}-tutup`}
            label="Jam tutup"
            ariaLabel={`Jam tutup tanggal khusus ${number}`}
            value={row.tutup}
            error={errorOf("tutup")}
            disabled={disabled}
            onChange={(tutup) => onChange({ tutup })}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-ket`} className="text-sm font-semibold text-stone-700">
            Keterangan
          </label>
          <input
            id={`${id}-ket`}
            value={row.keterangan}
            maxLength={200}
            disabled={disabled}
            onChange={(e) => onChange({ keterangan: e.target.value })}
            aria-label={`Keterangan tanggal khusus ${number}`}
            className={ui.input}
          />
          <FieldError error={errorOf("keterangan")} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-ket-en`} className="text-sm font-semibold text-stone-700">
            Keterangan (English)
          </label>
          <input
            id={`${id}-ket-en`}
            lang="en"
            value={row.keterangan_en}
            maxLength={200}
            disabled={disabled}
            onChange={(e) => onChange({ keterangan_en: e.target.value })}
            aria-label={`Keterangan bahasa Inggris tanggal khusus ${number}`}
            className={ui.input}
          />
        </div>
      </div>
      <button type="button" className={ui.secondaryButton} onClick={onRemove} disabled={disabled}>
        Hapus tanggal ini
      </button>
    </li>
  );
}
