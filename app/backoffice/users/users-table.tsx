import type { User } from "@common/api-types.ts";
import { aksiColumn, type RowTableProps } from "~/backoffice/ui/content-columns.tsx";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";

/** No, Name, Username, Role, Aksi (SPEC §2). */
export function UsersTable({ items, loading, onRetry, ...actions }: RowTableProps<User>) {
  const columns: Column<User>[] = [
    { header: "No", cell: (_u, i) => i + 1, className: "md:w-14" },
    { header: "Name", cell: (u) => <span className="font-semibold">{u.name}</span> },
    { header: "Username", cell: (u) => <span className="break-all">{u.username}</span> },
    {
      header: "Role",
      cell: (u) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            u.role === "admin" ? "bg-bata/10 text-bata" : "bg-nila/10 text-nila"
          }`}
        >
          {u.role}
        </span>
      ),
    },
    aksiColumn((u) => u.name, actions, "md:w-48"),
  ];
  return <DataTable caption="Daftar user" columns={columns} list={{ items, loading, onRetry }} />;
}
