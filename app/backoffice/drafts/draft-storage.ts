/**
 * Drafts of back-office forms, kept in the browser's local storage while staff type, so a crash,
 * a closed tab or an ended session loses nothing. Pure functions over a Storage, so they can be
 * tested without a browser.
 */

/** A draft is offered back for a week; older ones are dropped when read. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = "draf:";

export type DraftPlace = {
  /** The screen's address without the panel (`/admin/informasi` and `/editor/informasi` alike). */
  screen: string;
  /** The item being edited (`baru` for a new one, `form` for a screen's only form). */
  item: string;
  /** Who typed it: one person's draft is never offered to another on a shared computer. */
  user: string;
};

/**
 * `versi`: the version of the item the words were typed over (issue 19), so a draft taken back
 * later still meets a colleague's save in between instead of silently overwriting it.
 */
export type StoredDraft = { savedAt: number; values: Record<string, unknown>; versi?: number };

/** The storage key of one form's draft: person, screen and item. */
export function draftKey({ screen, item, user }: DraftPlace): string {
  return `${PREFIX}${encodeURIComponent(user.toLowerCase())}:${screen}:${encodeURIComponent(item)}`;
}

/** Fields never written to the browser's storage, whatever the form. */
const SECRET = /password|sandi|token/i;

/**
 * Only what can and may be written down is kept: a chosen picture (a File) must be chosen again,
 * and a password is never stored.
 */
export function storableValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET.test(name)) continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      kept[name] = value;
    } else if (Array.isArray(value) || (typeof value === "object" && !isFile(value))) {
      kept[name] = value;
    }
  }
  return kept;
}

function isFile(value: object): boolean {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

export function saveDraft(
  storage: Storage,
  key: string,
  values: Record<string, unknown>,
  now: number = Date.now(),
  versi?: number,
): void {
  const draft: StoredDraft = { savedAt: now, values: storableValues(values), versi };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

/** The draft under `key`, unless it is missing, unreadable or older than `maxAgeMs` (then removed). */
export function readDraft(
  storage: Storage,
  key: string,
  now: number = Date.now(),
  maxAgeMs: number = DRAFT_MAX_AGE_MS,
): StoredDraft | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  let draft: unknown;
  try {
    draft = JSON.parse(raw);
  } catch {
    draft = undefined;
  }
  if (
    !draft ||
    typeof draft !== "object" ||
    typeof (draft as StoredDraft).savedAt !== "number" ||
    !(draft as StoredDraft).values ||
    typeof (draft as StoredDraft).values !== "object" ||
    now - (draft as StoredDraft).savedAt > maxAgeMs
  ) {
    storage.removeItem(key);
    return undefined;
  }
  return draft as StoredDraft;
}

export function clearDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** Whether a draft holds anything the form does not already show. */
export function draftDiffers(draft: StoredDraft, current: Record<string, unknown>): boolean {
  return Object.entries(storableValues(draft.values)).some(
    ([name, value]) => name in current && JSON.stringify(value) !== JSON.stringify(current[name]),
  );
}

/** The form's values with the draft's written over them (fields the form no longer has are left out). */
export function applyDraft<V extends Record<string, unknown>>(current: V, draft: StoredDraft): V {
  const next: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(storableValues(draft.values))) {
    if (name in current) next[name] = value;
  }
  return next as V;
}
