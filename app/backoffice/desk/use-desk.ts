import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "~/lib/api-client.ts";
import type { DeskItem, Editor } from "./desk-api.ts";
import { usePresence } from "./use-presence.ts";

/** What a form tells the desk about the thing it edits (CONTRACT "A desk a team can trust"). */
export type DeskOptions<V> = {
  /** The server's name of the kind: `informasi`, `teks`, `settings` … */
  jenis: string;
  /** Which item; null for a new one (nobody else can be editing it, it has no versions yet). */
  id: string | number | null;
  /** The version the form's values were read at; sent with every save. */
  versi: number | undefined;
  /** Reads the item as stored now: its values for the form and its version. */
  latest: () => Promise<{ values: V; versi: number | undefined }>;
  /** Field names as the form labels them, for the comparisons ("Judul", "Teks Sejarah"). */
  labels?: Readonly<Record<string, string>>;
};

/** A save refused because a colleague saved in between: what they saved, once it is read. */
export type Conflict<V> = {
  message: string;
  /** The version stored now: "Simpan tetap" saves over it knowingly. */
  versi: number;
  /** What the pressed button added to the values (a status), sent again by "Simpan tetap". */
  extra: Partial<V> | undefined;
  theirs: { values: V; versi: number | undefined } | "loading" | "failed";
};

/** True for a 409 of a stale write (other 409s, e.g. a full banner, have no `versi`). */
export function isStaleWrite(error: unknown): error is ApiRequestError & { versi: number } {
  return error instanceof ApiRequestError && error.status === 409 && error.versi !== undefined;
}

/**
 * A form's part of the desk: the version it sends, who else has it open, and a colleague's save
 * in between (read at once, to compare) with the person's own words kept aside once they load
 * the newer version.
 */
export function useDesk<V>(options: DeskOptions<V> | undefined) {
  const [versi, setVersi] = useState(options?.versi);
  const storedVersi = options?.versi;
  useEffect(() => setVersi(storedVersi), [storedVersi]);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const [kept, setKept] = useState<V | null>(null);
  const latest = useRef(options?.latest);
  latest.current = options?.latest;

  const item: DeskItem | null =
    options && options.id !== null ? { jenis: options.jenis, id: options.id } : null;
  const others: Editor[] = usePresence(item);

  const readTheirs = useCallback(async () => {
    const read = latest.current;
    if (!read) return;
    setConflict((current) => current && { ...current, theirs: "loading" });
    try {
      const theirs = await read();
      setConflict((current) => current && { ...current, theirs });
    } catch {
      setConflict((current) => current && { ...current, theirs: "failed" });
    }
  }, []);

  /** After a 409: keeps what was typed in the form and reads the stored version to compare. */
  function conflicted(error: ApiRequestError & { versi: number }, extra: Partial<V> | undefined) {
    setConflict({ message: error.message, versi: error.versi, extra, theirs: "loading" });
    void readTheirs();
  }

  /**
   * After a save: the version it made, from the answer or, when the answer has none, read (a new
   * item's form closes; there is nothing to read for it).
   */
  async function saved(answerVersi: number | undefined) {
    setConflict(null);
    if (answerVersi !== undefined || !latest.current || item === null) {
      setVersi(answerVersi);
      return;
    }
    try {
      setVersi((await latest.current()).versi);
    } catch {
      setVersi(undefined);
    }
  }

  return {
    item,
    others,
    versi,
    setVersi,
    conflict,
    setConflict,
    kept,
    setKept,
    readTheirs,
    conflicted,
    saved,
  };
}
