import type { ContentKind } from "@common/content/kind.ts";
import { LIST_FILTER_TEXTS, POPUPS } from "@common/messages.ts";
import { type ReactNode, useState } from "react";
import { useReopenAfterLogin } from "~/backoffice/drafts/use-reopen-after-login.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { showError } from "~/backoffice/ui/alerts.ts";
import { FormDialog, useDialogState } from "~/backoffice/ui/form-dialog.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { stillProcessing } from "~/backoffice/ui/processing-badge.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useReloadWhile } from "~/backoffice/ui/use-reload-while.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { readSession } from "~/lib/session.ts";
import { StatusFilterField } from "./content-fields.tsx";
import { filterByStatus, type StatusFilter } from "./content-status.ts";
import { deleteKindItem, getKindItem, type KindItem, listKindItems } from "./kind-api.ts";
import { KindForm } from "./kind-form.tsx";
import { KindTable } from "./kind-table.tsx";
import { ListFilterFields } from "./list-filter-fields.tsx";
import { filterByFields, isFiltering, type ListFilterValues } from "./list-filters.ts";

type Props = {
  kind: ContentKind;
  /** What the kind shows in its form after the declared fields (dokumentasi's gallery). */
  formAfter?: (item: KindItem | undefined) => ReactNode;
};

/**
 * The back-office screen of any kind of content, for admin and editor alike: its list with a
 * status filter and the kind's own filters, and one form to add or edit an item. Everything it
 * says comes from the kind.
 */
export function KindScreen({ kind, formAfter }: Props) {
  const words = kind.backoffice;
  const list = useLoaded(
    () => listKindItems(kind),
    [] as KindItem[],
    (error) => {
      console.error(`Gagal mengambil ${kind.words.singular}:`, error);
      if (words.popups.loadFailed) void showError(words.popups.loadFailed);
    },
  );
  const dialog = useDialogState<KindItem>();
  const rows = useRowActions();
  const [status, setStatus] = useState<StatusFilter>("semua");
  const [filters, setFilters] = useState<ListFilterValues>({});
  useReloadWhile(list.data.some(stillProcessing), list.reload);

  /** The edit form opens with the item as stored: read fresh where the kind asks for it. */
  async function edit(item: KindItem) {
    if (!words.readBeforeEdit) return dialog.edit(item);
    const fresh = await rows.during(item.id, () => getKindItem(kind, item.id));
    if (fresh.ok) return dialog.edit(fresh.value);
    if (isSessionEnded(fresh.error)) return;
    console.error(`Gagal mengambil ${kind.words.singular} untuk diedit:`, fresh.error);
    await showError(words.popups.editLoadFailed);
  }

  // Back from /login after an ended session: the form that was open opens again.
  useReopenAfterLogin((reopen) => {
    if (reopen === "baru") return void dialog.add();
    if (words.readBeforeEdit) {
      if (/^\d+$/.test(reopen)) void edit({ id: Number(reopen) } as KindItem);
      return true;
    }
    const item = list.data.find((d) => String(d.id) === reopen);
    if (item) dialog.edit(item);
    return Boolean(item);
  }, words.readBeforeEdit || !list.loading);

  async function remove(item: KindItem) {
    if (words.checkBeforeSend && !readSession().token) return showError(POPUPS.notLoggedIn);
    await rows.remove(item.id, {
      ...words.confirmDelete(item.judul),
      send: () => deleteKindItem(kind, item.id),
      reload: list.reload,
      success: words.popups.deleted,
      failure: () => words.popups.deleteFailed,
      logAs: `Gagal menghapus ${kind.words.singular}:`,
    });
  }

  const editing = dialog.state.mode === "edit" ? dialog.state.item : undefined;
  const byStatus = filterByStatus(list.data, status);
  const shown = filterByFields(byStatus, kind, filters);
  const narrowed = isFiltering(filters) && list.data.length > 0;
  return (
    <>
      <PageHeader
        title={words.title}
        description={words.description}
        action={<AddButton label={words.addLabel} onClick={dialog.add} />}
      />
      <StatusFilterField value={status} onChange={setStatus} />
      <ListFilterFields kind={kind} values={filters} onChange={setFilters} />
      {narrowed ? (
        <p role="status" className="mb-2 text-sm text-stone-700">
          {LIST_FILTER_TEXTS.shown(shown.length, byStatus.length)}
        </p>
      ) : null}
      <KindTable
        kind={kind}
        onRetry={list.retry}
        emptyText={narrowed ? LIST_FILTER_TEXTS.nothingMatches(kind.words.singular) : undefined}
        items={shown}
        loading={list.loading && list.data.length === 0}
        busyId={rows.busyId}
        onEdit={(item) => void edit(item)}
        onDelete={(item) => void remove(item)}
      />
      <FormDialog
        open={dialog.state.mode !== "closed"}
        title={editing ? words.editTitle : words.addTitle}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void list.reload();
        }}
      >
        <KindForm
          key={editing?.id ?? "add"}
          kind={kind}
          item={editing}
          after={formAfter?.(editing)}
        />
      </FormDialog>
    </>
  );
}
