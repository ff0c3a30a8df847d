import { addDays } from "@common/agenda/occurrences.ts";
import type { Agenda, AgendaKejadian } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import { useCallback, useState } from "react";
import { deleteAgenda, getAgendaItems, getKejadian } from "~/backoffice/agenda/agenda-api.ts";
import { AgendaForm } from "~/backoffice/agenda/agenda-form.tsx";
import { AgendaMonth } from "~/backoffice/agenda/agenda-month.tsx";
import { AgendaTable } from "~/backoffice/agenda/agenda-table.tsx";
import { sendKejadianChange } from "~/backoffice/agenda/kejadian-actions.ts";
import { StatusFilterField } from "~/backoffice/content/content-fields.tsx";
import { filterByStatus, type StatusFilter } from "~/backoffice/content/content-status.ts";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { FormDialog } from "~/backoffice/ui/form-dialog.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import type { Route } from "./+types/agenda";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Agenda", panelRoleOf(location.pathname));

type Listed = { items: Agenda[]; next: Map<number, AgendaKejadian> };

/** The items, and each published one's next occurrence within a year. */
async function loadAgenda(): Promise<Listed> {
  const today = todayInJakarta();
  const [items, coming] = await Promise.all([
    getAgendaItems(),
    getKejadian(today, addDays(today, 365)),
  ]);
  const next = new Map<number, AgendaKejadian>();
  for (const k of coming) if (!next.has(k.agenda_id)) next.set(k.agenda_id, k);
  return { items, next };
}

/** The same screen for admin (/admin/agenda) and editor (/editor/agenda). */
export default function AgendaScreen() {
  const list = useLoaded(loadAgenda, { items: [], next: new Map() } as Listed, (error) =>
    console.error("Gagal mengambil agenda:", error),
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Agenda | null>(null);
  const [status, setStatus] = useState<StatusFilter>("semua");
  const [month, setMonth] = useState(() => todayInJakarta().slice(0, 7));
  // The month view reloads when this changes (after a save or a confirmation above it).
  const [monthKey, setMonthKey] = useState(0);
  const rows = useRowActions();

  const reloadAll = useCallback(async () => {
    await list.reload();
    setMonthKey((n) => n + 1);
  }, [list.reload]);

  const remove = (item: Agenda) =>
    rows.remove(item.id, {
      confirm: CONFIRMATIONS.deleteAgenda(item.judul),
      send: () => deleteAgenda(item.id),
      reload: reloadAll,
      success: POPUPS.agenda.deleted,
      failure: () => POPUPS.agenda.deleteFailed,
      logAs: POPUPS.agenda.deleteFailed.text,
    });

  async function confirm(k: AgendaKejadian) {
    if (await sendKejadianChange(k, { pasti: true })) await reloadAll();
  }

  const afterSave = (close: () => void) => () => {
    close();
    void reloadAll();
  };

  return (
    <>
      <PageHeader
        title="Agenda"
        description="Upacara dan acara keraton; tampil di halaman Agenda, beranda, dan kalender langganan."
        action={<AddButton label="Tambah Agenda" onClick={() => setAdding(true)} />}
      />
      <StatusFilterField value={status} onChange={setStatus} />
      <AgendaTable
        onRetry={list.retry}
        items={filterByStatus(list.data.items, status)}
        next={list.data.next}
        loading={list.loading && list.data.items.length === 0}
        busyId={rows.busyId}
        onEdit={(item) => setEditing(item)}
        onDelete={(item) => void remove(item)}
        onConfirm={(k) => void confirm(k)}
      />
      <div className="mt-8">
        <AgendaMonth
          key={`${month}-${monthKey}`}
          month={month}
          onMonth={setMonth}
          onChanged={list.reload}
        />
      </div>
      <FormDialog
        open={adding}
        title="Tambah Agenda"
        onClose={() => setAdding(false)}
        onSaved={afterSave(() => setAdding(false))}
      >
        <AgendaForm />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        title="Edit Agenda"
        onClose={() => setEditing(null)}
        onSaved={afterSave(() => setEditing(null))}
      >
        {editing ? <AgendaForm key={editing.id} item={editing} /> : null}
      </FormDialog>
    </>
  );
}
