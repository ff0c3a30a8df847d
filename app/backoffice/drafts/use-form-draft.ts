import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { REOPEN_PARAM, screenOf } from "~/lib/return-path.ts";
import { readSession } from "~/lib/session.ts";
import {
  applyDraft,
  clearDraft,
  draftDiffers,
  draftKey,
  readDraft,
  type StoredDraft,
  saveDraft,
} from "./draft-storage.ts";

/** How long typing pauses before the draft is written. */
const DEBOUNCE_MS = 600;

export type DraftOffer = { savedAt: number; restore: () => void; discard: () => void };

type DraftOptions<V> = {
  /** The item this form edits (`baru` for a new one); absent for a screen's only form. */
  item: string;
  values: V;
  initial: V;
  dirty: boolean;
  /** Puts restored values into the form. */
  setValues: (values: V) => void;
  /** The version of the item the form's values stand on (issue 19), kept with the draft. */
  versi?: number;
  /** A draft taken back: the version its words were typed over, when it has one. */
  restoredVersi?: (versi: number) => void;
};

/**
 * Keeps a form's draft in local storage while it is typed in, and offers it back when the same
 * form (screen, item, person) opens again. After an ended session the form opened with
 * `?pulihkan=<item>` takes its draft back at once.
 */
export function useFormDraft<V extends Record<string, unknown>>(options: DraftOptions<V>) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const user = readSession().username ?? "";
  const key = draftKey({ screen: screenOf(pathname), item: options.item, user });
  const latest = useRef(options);
  latest.current = options;
  const [offered, setOffered] = useState<StoredDraft | undefined>();
  // Until the person has answered the offer, the stored draft must not be overwritten or cleared.
  const answered = useRef(false);

  // When the form opens or gets new start values (a page's data loaded): is there a draft?
  // biome-ignore lint/correctness/useExhaustiveDependencies: read per form, key and start values
  useEffect(() => {
    const draft = readDraft(localStorage, key);
    if (!draft || !draftDiffers(draft, latest.current.initial)) {
      answered.current = true;
      setOffered(undefined);
      return;
    }
    if (params.get(REOPEN_PARAM) === options.item) {
      latest.current.setValues(applyDraft(latest.current.values, draft));
      if (draft.versi !== undefined) latest.current.restoredVersi?.(draft.versi);
      answered.current = true;
      return;
    }
    answered.current = false;
    setOffered(draft);
  }, [key, options.initial]);

  // While typing: write the draft after a pause; back at the start values, drop it. Without a
  // signed-in person (the session just ended, the screen is on its way to the login page) there
  // is no one to keep it for: the draft under their name was written when the save was sent.
  useEffect(() => {
    if (!answered.current || !user) return;
    if (!options.dirty) {
      clearDraft(localStorage, key);
      return;
    }
    const timer = window.setTimeout(
      () => saveDraft(localStorage, key, options.values, undefined, latest.current.versi),
      DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [key, user, options.values, options.dirty]);

  // Closing the form on purpose (Batal, 'Buang perubahan?', another screen) drops its draft; an
  // ended session has already removed the token, and a crash or a closed tab never gets here.
  useEffect(
    () => () => {
      if (answered.current && readSession().token) clearDraft(localStorage, key);
    },
    [key],
  );

  const flush = useCallback(
    (values: V) => saveDraft(localStorage, key, values, undefined, latest.current.versi),
    [key],
  );
  const clear = useCallback(() => clearDraft(localStorage, key), [key]);

  const offer: DraftOffer | null = offered
    ? {
        savedAt: offered.savedAt,
        restore: () => {
          latest.current.setValues(applyDraft(latest.current.values, offered));
          if (offered.versi !== undefined) latest.current.restoredVersi?.(offered.versi);
          answered.current = true;
          setOffered(undefined);
        },
        discard: () => {
          clearDraft(localStorage, key);
          answered.current = true;
          setOffered(undefined);
        },
      }
    : null;

  return { offer, flush, clear };
}
