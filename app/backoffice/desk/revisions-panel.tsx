import { formatDateTimeJakarta } from "@common/dates.ts";
import { DESK_UI_TEXTS } from "@common/messages.ts";
import { useEffect, useId, useState } from "react";
import { confirmChoice, showError, showSuccess } from "~/backoffice/ui/alerts.ts";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import {
  type DeskItem,
  getRevision,
  getRevisions,
  type Revision,
  restoreRevision,
} from "./desk-api.ts";
import type { DeskView } from "./desk-view.ts";
import { SideBySide } from "./side-by-side.tsx";
import { changedFields } from "./word-diff.ts";

type Listed = Revision[] | "loading" | "failed";

/**
 * "Versi sebelumnya": a disclosure listing the kept versions (which version, when, who); one
 * opened shows its words beside the version stored now, and "Pulihkan" writes it back after a
 * confirmation.
 */
export function RevisionsPanel({ desk, item }: { desk: DeskView; item: DeskItem }) {
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState<Listed>("loading");
  const [reload, setReload] = useState(0);
  const panelId = useId();
  const { jenis, id } = item;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the list again
  useEffect(() => {
    if (!open) return;
    let alive = true;
    setListed("loading");
    getRevisions({ jenis, id }).then(
      (rows) => alive && setListed(rows),
      () => alive && setListed("failed"),
    );
    return () => {
      alive = false;
    };
  }, [open, jenis, id, reload]);

  return (
    <section className="rounded-md border border-stone-300 bg-stone-50">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left font-semibold text-stone-900 focus-visible:outline-3 focus-visible:outline-emas"
        >
          {DESK_UI_TEXTS.revisions}
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-stone-300 px-3 py-3">
        <p className={ui.hint}>{DESK_UI_TEXTS.revisionsHint}</p>
        {listed === "loading" ? (
          <p role="status">{DESK_UI_TEXTS.revisionLoading}</p>
        ) : listed === "failed" ? (
          <p className="flex flex-wrap items-center gap-2">
            {DESK_UI_TEXTS.revisionsFailed}
            <button
              type="button"
              className={`${ui.smallButton} ${ui.editButton}`}
              onClick={() => setReload((n) => n + 1)}
            >
              {DESK_UI_TEXTS.retry}
            </button>
          </p>
        ) : listed.length === 0 ? (
          <p>{DESK_UI_TEXTS.revisionsEmpty}</p>
        ) : (
          <ol className="space-y-2">
            {listed.map((revision) => (
              <RevisionRow key={revision.id} revision={revision} desk={desk} item={item} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

type Opened = { data: Record<string, unknown> } | "loading" | "failed" | null;

function RevisionRow({
  revision,
  desk,
  item,
}: {
  revision: Revision;
  desk: DeskView;
  item: DeskItem;
}) {
  const [opened, setOpened] = useState<Opened>(null);
  const [restoring, setRestoring] = useState(false);
  const detailId = useId();
  const title = DESK_UI_TEXTS.revisionRow(
    revision.versi,
    formatDateTimeJakarta(revision.waktu),
    revision.pengguna,
  );

  async function toggle() {
    if (opened !== null) {
      setOpened(null);
      return;
    }
    setOpened("loading");
    try {
      setOpened({ data: (await getRevision(revision.id, item)).data ?? {} });
    } catch {
      setOpened("failed");
    }
  }

  async function restore() {
    const question = DESK_UI_TEXTS.restoreConfirm;
    const unsaved = Object.keys(desk.stored).some((key) => desk.values[key] !== desk.stored[key]);
    const yes = await confirmChoice({
      ...question,
      text: unsaved ? `${question.text} ${DESK_UI_TEXTS.restoreUnsaved}` : question.text,
    });
    if (!yes) return;
    setRestoring(true);
    try {
      await restoreRevisionAndShow(revision.id, item, desk);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <li className="rounded-md border border-stone-300 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
        <p className="min-w-0 text-sm text-stone-900">{title}</p>
        <button
          type="button"
          aria-expanded={opened !== null}
          aria-controls={detailId}
          onClick={() => void toggle()}
          className={`${ui.smallButton} ${ui.editButton}`}
        >
          {opened === null ? DESK_UI_TEXTS.show : DESK_UI_TEXTS.hide}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <div id={detailId} hidden={opened === null} className="space-y-3 px-3 pb-3">
        {opened === "loading" ? (
          <p role="status">{DESK_UI_TEXTS.revisionLoading}</p>
        ) : opened === "failed" ? (
          <p>{DESK_UI_TEXTS.revisionsFailed}</p>
        ) : opened ? (
          <>
            <SideBySide
              diffs={changedFields(opened.data, desk.stored, desk.keys)}
              labels={desk.labels}
              before={DESK_UI_TEXTS.thisVersion}
              after={DESK_UI_TEXTS.currentVersion}
            />
            <button
              type="button"
              className={ui.primaryButton}
              onClick={() => void restore()}
              disabled={restoring || desk.busy}
            >
              {DESK_UI_TEXTS.restore}
              <span className="sr-only"> {title}</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

async function restoreRevisionAndShow(id: number, item: DeskItem, desk: DeskView): Promise<void> {
  try {
    await restoreRevision(id, item, desk.versi);
  } catch (error) {
    if (isSessionEnded(error)) return;
    console.error("Gagal memulihkan versi:", error);
    await showError(DESK_UI_TEXTS.restoreFailed, serverReason(error));
    return;
  }
  await desk.restored();
  await showSuccess(DESK_UI_TEXTS.restored);
}
