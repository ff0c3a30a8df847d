import type { ContentKind } from "@common/content/kind.ts";
import { LIST_FILTER_TEXTS } from "@common/messages.ts";
import { useId } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import {
  type ListFilterControl,
  type ListFilterValues,
  listFilterControls,
} from "./list-filters.ts";

type Props = {
  kind: ContentKind;
  values: ListFilterValues;
  onChange: (values: ListFilterValues) => void;
};

/** The kind's own filters above its table (a category, words to search), beside the status. */
export function ListFilterFields({ kind, values, onChange }: Props) {
  const controls = listFilterControls(kind);
  if (controls.length === 0) return null;
  const set = (name: string) => (value: string) => onChange({ ...values, [name]: value });
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {controls.map((control) => (
        <FilterControl
          key={control.name}
          control={control}
          singular={kind.words.singular}
          value={values[control.name] ?? ""}
          onChange={set(control.name)}
        />
      ))}
    </div>
  );
}

function FilterControl({
  control,
  singular,
  value,
  onChange,
}: {
  control: ListFilterControl;
  singular: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const label = control.type === "search" ? LIST_FILTER_TEXTS.search(singular) : control.label;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {control.type === "search" ? (
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${ui.input} w-auto min-w-56`}
        />
      ) : (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${ui.input} w-auto min-w-40`}
        >
          <option value="">{LIST_FILTER_TEXTS.all(control.label)}</option>
          {Object.entries(control.options).map(([option, name]) => (
            <option key={option} value={option}>
              {name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
