import { HARI_LABEL } from "@common/kunjungan.ts";
import { useId } from "react";
import { FieldError } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { HoursToggle } from "./hours-toggle.tsx";
import { DEFAULT_HOURS, type JamValue } from "./kunjungan-values.ts";

type JamFieldsProps = {
  jam: JamValue[];
  onChange: (jam: JamValue[]) => void;
  /** Field errors keyed as the server names them: `jam`, `jam.6.buka`, `jam.6.tutup`. */
  errors: Record<string, string>;
  disabled: boolean;
};

/** Seven days, Senin to Minggu: each either "Tutup" or open from one time to another. */
export function JamFields({ jam, onChange, errors, disabled }: JamFieldsProps) {
  // The array is replaced, never mutated: the form sees a change by comparing references.
  const change = (index: number, next: Partial<JamValue>) =>
    onChange(jam.map((day, i) => (i === index ? { ...day, ...next } : day)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-xl text-stone-900">Jam buka</legend>
      <p className={ui.hint}>
        Centang “Tutup” untuk hari ketika keraton tidak menerima pengunjung.
      </p>
      <FieldError error={errors.jam} />
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {jam.map((day, index) => (
          <li key={day.hari}>
            <DayRow
              day={day}
              bukaError={errors[`jam.${index}.buka`]}
              tutupError={errors[`jam.${index}.tutup`]}
              istirahatError={
                errors[`jam.${index}.istirahat`] ?? errors[`jam.${index}.istirahat.selesai`]
              }
              disabled={disabled}
              onChange={(next) => change(index, next)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type DayRowProps = {
  day: JamValue;
  bukaError?: string;
  tutupError?: string;
  istirahatError?: string;
  disabled: boolean;
  onChange: (next: Partial<JamValue>) => void;
};

function DayRow({ day, bukaError, tutupError, istirahatError, disabled, onChange }: DayRowProps) {
  const id = useId();
  const label = HARI_LABEL[day.hari];
  function toggleClosed(closed: boolean) {
    if (closed) onChange({ tutupSeharian: true });
    else
      onChange({
        tutupSeharian: false,
        buka: day.buka || DEFAULT_HOURS.buka,
        tutup: day.tutup || DEFAULT_HOURS.tutup,
      });
  }
  return (
    <fieldset className="grid gap-3 px-4 py-3 sm:grid-cols-[7rem_7rem_minmax(0,1fr)] sm:items-start">
      <legend className="float-left pt-2 font-semibold text-stone-900">{label}</legend>
      <HoursToggle
        checked={day.tutupSeharian}
        disabled={disabled}
        onToggle={toggleClosed}
        ariaLabel={`Tutup hari ${label}`}
        text="Tutup"
      />
      {day.tutupSeharian ? (
        <p className="pt-2 text-stone-600">Tutup seharian</p>
      ) : (
        // Side by side where both whole times fit (9rem each), one under the other on small phones.
        <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
          <TimeInput
            id={`${id}-buka`}
            label="Jam buka"
            ariaLabel={`Jam buka ${label}`}
            value={day.buka}
            error={bukaError}
            disabled={disabled}
            onChange={(buka) => onChange({ buka })}
          />
          <TimeInput
            id={`${id}-tutup`}
            label="Jam tutup"
            ariaLabel={`Jam tutup ${label}`}
            value={day.tutup}
            error={tutupError}
            disabled={disabled}
            onChange={(tutup) => onChange({ tutup })}
          />
          <HoursToggle
            checked={day.adaIstirahat}
            disabled={disabled}
            onToggle={(adaIstirahat) =>
              onChange({
                adaIstirahat,
                istirahatMulai: day.istirahatMulai || "11:30",
                istirahatSelesai: day.istirahatSelesai || "13:00",
              })
            }
            ariaLabel={`Istirahat hari ${label}`}
            text="Istirahat (mis. salat Jumat)"
            className="sm:col-span-full"
          />
          {day.adaIstirahat ? (
            <>
              <TimeInput
                id={`${id}-istirahat-mulai`}
                label="Istirahat mulai"
                ariaLabel={`Istirahat mulai ${label}`}
                value={day.istirahatMulai}
                disabled={disabled}
                onChange={(istirahatMulai) => onChange({ istirahatMulai })}
              />
              <TimeInput
                id={`${id}-istirahat-selesai`}
                label="Istirahat selesai"
                ariaLabel={`Istirahat selesai ${label}`}
                value={day.istirahatSelesai}
                error={istirahatError}
                disabled={disabled}
                onChange={(istirahatSelesai) => onChange({ istirahatSelesai })}
              />
            </>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

type TimeInputProps = {
  id: string;
  label: string;
  ariaLabel: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

export function TimeInput({
  id,
  label,
  ariaLabel,
  value,
  error,
  disabled,
  onChange,
}: TimeInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={ui.input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
