import type { ContentStatus } from "@common/schemas.ts";
import { useId } from "react";
import type { Column } from "~/backoffice/ui/data-table.tsx";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import {
  addressChange,
  type PagedKind,
  STATUS_FILTERS,
  STATUS_LABELS,
  type StatusFilter,
} from "./content-status.ts";

type TextField = { value: string; onChange: (value: string) => void; error?: string };

type JudulFieldProps = TextField & {
  kind: PagedKind;
  /** The title's name on the form ("Judul" unless the kind names it otherwise). */
  label?: string;
  /** The stored item while editing: a changed title tells where its address goes. */
  stored?: { judul: string; slug: string };
  required?: boolean;
};

/** The title; on edit, a changed title says that the address changes and old links keep working. */
export function JudulField({ kind, label = "Judul", stored, required, ...field }: JudulFieldProps) {
  const change = stored ? addressChange(kind, stored, field.value) : null;
  const hint = change
    ? `Alamat halaman berubah dari ${change.from} menjadi ${change.to} (diberi akhiran angka bila sudah dipakai). Tautan lama tetap berfungsi: pengunjung diarahkan ke alamat baru.`
    : undefined;
  return (
    <InputField
      label={label}
      {...field}
      hint={hint}
      required={required}
      autoFocus
      maxLength={200}
    />
  );
}

/** 'Terbit' or 'Draf' as a small badge. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const look =
    status === "draf"
      ? "border-amber-400 bg-amber-50 text-amber-900"
      : "border-emerald-600/40 bg-emerald-50 text-emerald-900";
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${look}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function statusColumn<T extends { status: ContentStatus }>(): Column<T> {
  return { header: "Status", cell: (row) => <StatusBadge status={row.status} /> };
}

type StatusFilterProps = { value: StatusFilter; onChange: (value: StatusFilter) => void };

/** Semua / Terbit / Draf above a table. */
export function StatusFilterField({ value, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className={ui.label}>
        Tampilkan status
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as StatusFilter)}
        className={`${ui.input} w-auto min-w-40`}
      >
        {STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
