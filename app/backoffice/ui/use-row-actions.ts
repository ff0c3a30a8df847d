import type { PopupText } from "@common/messages.ts";
import { useState } from "react";
import { isSessionEnded } from "~/lib/api-client.ts";
import { confirmDelete, showError, showSuccess } from "./alerts.ts";

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

type RemoveOptions = {
  /** SPEC §8's question, answered with Hapus or Batal. */
  confirm: PopupText;
  /** The item's title or name, shown in bold under the question. */
  name?: string;
  send: () => Promise<unknown>;
  /** Reloads the list, so the row is gone before the success popup shows. */
  reload: () => Promise<void>;
  success: PopupText;
  failure: (error: unknown) => PopupText;
  /** The console line of a failure, e.g. "Gagal menghapus user:". */
  logAs: string;
};

/** What a table's Edit and Delete buttons start: one row at a time, its buttons disabled meanwhile. */
export function useRowActions() {
  const [busyId, setBusyId] = useState<number | null>(null);

  async function during<T>(id: number, work: () => Promise<T>): Promise<Outcome<T>> {
    setBusyId(id);
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setBusyId(null);
    }
  }

  /** Asks, deletes, reloads and tells the outcome in SPEC's popups. */
  async function remove(id: number, options: RemoveOptions): Promise<void> {
    if (!(await confirmDelete(options.confirm, options.name))) return;
    const outcome = await during(id, async () => {
      await options.send();
      await options.reload();
    });
    if (outcome.ok) {
      await showSuccess(options.success);
    } else if (!isSessionEnded(outcome.error)) {
      console.error(options.logAs, outcome.error);
      await showError(options.failure(outcome.error));
    }
  }

  return { busyId, during, remove };
}
