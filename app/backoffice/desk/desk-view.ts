import type { DeskItem, Editor } from "./desk-api.ts";
import type { Conflict } from "./use-desk.ts";

/** What the desk's panels over a form need from it (`useBackofficeForm` makes it). */
export type DeskView = {
  /** The item, for presence and its versions; null for a new one. */
  item: DeskItem | null;
  others: Editor[];
  labels: Readonly<Record<string, string>>;
  /** The form's fields, in its order. */
  keys: string[];
  /** What is in the form now. */
  values: Record<string, unknown>;
  /** What the form was loaded with (the version stored when it opened or last saved). */
  stored: Record<string, unknown>;
  busy: boolean;
  /** The version the form stands on (sent with a restore, as with a save). */
  versi: number | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the panels only read the values as words
  conflict: Conflict<any> | null;
  kept: Record<string, unknown> | null;
  retryTheirs: () => void;
  loadLatest: () => void;
  saveAnyway: () => void;
  closeKept: () => void;
  /** After a kept version was written back: the form shows it (a dialog closes, as on a save). */
  restored: () => Promise<void>;
};
