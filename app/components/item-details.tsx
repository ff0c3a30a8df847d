import type { Lang } from "@common/i18n/index.ts";

export type ItemDetailRow = { name: string; label: string; value: string; lang?: Lang };

/** An item's declared data (the fields a kind shows: `shown`), one row each, under its text. */
export function ItemDetails({ rows }: { rows: ItemDetailRow[] }) {
  if (!rows.length) return null;
  return (
    <table className="mt-8 w-full border-collapse text-left text-stone-800">
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-emas/40">
            <th scope="row" className="w-1/3 py-2 pr-4 align-top font-semibold text-stone-900">
              {row.label}
            </th>
            <td className="py-2" lang={row.lang}>
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
