import type { PopupText } from "@common/messages.ts";
import { useCallback, useId, useLayoutEffect, useState } from "react";
import type { DeskView } from "~/backoffice/desk/desk-view.ts";
import { type DeskOptions, isStaleWrite, useDesk } from "~/backoffice/desk/use-desk.ts";
import { useFormDraft } from "~/backoffice/drafts/use-form-draft.ts";
import { isSessionEnded, versiOf } from "~/lib/api-client.ts";
import { markFormSending } from "~/lib/return-path.ts";
import { type SuccessPopup, showError, showSuccess } from "./alerts.ts";
import { type FieldErrors, fieldErrorsOf, formErrorOf, serverReason } from "./failures.ts";
import { useFormDialog } from "./form-dialog.tsx";
import { useUnsavedChanges } from "./leave-guard.tsx";

/** How a failed save is told: a popup (the server's reason under SPEC's text) or the form's error line. */
export type SaveFailure =
  | PopupText
  | ((error: unknown) => PopupText)
  | { inline: string | ((error: unknown) => string) };

export type BackofficeFormOptions<V, R> = {
  /** The values the form starts from; `reset` replaces them (e.g. once loaded). */
  initial: V;
  /**
   * The API call. `onUploadProgress` feeds the image field's progress bar; `versi` (with `desk`)
   * is the version the values were read at, to send along.
   */
  send: (
    values: V,
    onUploadProgress: (fraction: number) => void,
    versi: number | undefined,
  ) => Promise<R>;
  /** Checks in the browser first: field errors (even none, `{}`) stop the save; undefined sends. */
  check?: (values: V) => FieldErrors | undefined | Promise<FieldErrors | undefined>;
  /**
   * SPEC §8's success popup (with an optional extra line or link); left out, none (login moves on,
   * the gallery and a list's inline status change tell it in place, through `afterSave`).
   */
  success?: SuccessPopup | ((answer: R, sent: V) => SuccessPopup);
  failure: SaveFailure;
  /** The console line of a failed save, e.g. "Gagal menyimpan user:"; none when left out. */
  logAs?: string;
  /** After a save and its popup: e.g. go on to the dashboard. */
  afterSave?: (answer: R, sent: V) => void;
  /** False where values must not be written down in the browser (a password, chosen files). */
  keepsDraft?: boolean;
  /** Inside a dialog, a save keeps it open (the gallery, saved at once inside the item's form). */
  staysOpen?: boolean;
  /** After a save that keeps the form (a page, `staysOpen`): its values from now on. */
  savedValues?: (answer: R, sent: V) => V;
  /**
   * Which item the form edits, for its draft in the browser: an id, `baru` for a new one; a
   * screen's only form leaves it out.
   */
  draftItem?: string;
  /**
   * The desk (issue 19): the version sent with each save and a colleague's save in between
   * shown side by side, who else has the form open, and earlier versions to restore.
   */
  desk?: DeskOptions<V>;
};

/**
 * The one way a back-office form works: its values and whether they changed (reported to the
 * dialog around it, or to the leave guard on a page), the busy flag while a save is in flight,
 * the upload's progress, field errors from the browser's check or a 400 answer, and SPEC's
 * success and failure popups. A form writes only its fields and its API call.
 */
export function useBackofficeForm<V extends Record<string, unknown>, R>(
  options: BackofficeFormOptions<V, R>,
) {
  const dialog = useFormDialog();
  const reporter = useId();
  const keepsDraft = options.keepsDraft !== false;
  const [initial, setInitial] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const desk = useDesk(options.desk);

  const dirty = Object.keys(initial).some((key) => values[key] !== initial[key]);
  // Words kept aside after loading a colleague's newer version are guarded like typed ones.
  const guarded = dirty || desk.kept !== null;
  useUnsavedChanges(dialog === null && guarded);
  // A layout effect: the dialog must know about a change before the next key (Escape) arrives.
  useLayoutEffect(() => {
    dialog?.report(reporter, { busy, dirty: guarded });
    return () => dialog?.report(reporter, { busy: false, dirty: false });
  }, [dialog, reporter, busy, guarded]);
  const draftItem = options.draftItem ?? "form";
  // A form that keeps no draft never looks changed to it, so nothing is written down.
  const draft = useFormDraft({
    item: draftItem,
    values,
    initial,
    dirty: keepsDraft && dirty,
    setValues,
    versi: desk.versi,
    restoredVersi: desk.setVersi,
  });

  /**
   * A setter of one value; it also takes a change of the current one (a list updated in place).
   * Changing a field also drops its refusal: the message was about the value just replaced.
   */
  function set<K extends keyof V>(key: K): (value: V[K] | ((current: V[K]) => V[K])) => void {
    return (value) => {
      setValues((current) => ({
        ...current,
        [key]: typeof value === "function" ? (value as (was: V[K]) => V[K])(current[key]) : value,
      }));
      setErrors((current) => {
        if (!(key in current)) return current;
        const { [key as string]: _answered, ...rest } = current;
        return rest;
      });
    };
  }

  /** A field's props in one go: `<InputField label="Judul" {...field("judul")} />`. */
  function field<K extends keyof V & string>(key: K) {
    return { value: values[key], onChange: set(key), error: errors[key] };
  }

  const reset = useCallback((next: V) => {
    setInitial(next);
    setValues(next);
    setErrors({});
    setFormError("");
  }, []);

  /** Saves; `extra` sets values at the moment of sending (e.g. a status from the button pressed). */
  function submit(extra?: Partial<V>): Promise<void> {
    return save(extra, desk.versi);
  }

  async function save(extra: Partial<V> | undefined, versi: number | undefined) {
    if (busy) return;
    const sent = extra ? { ...values, ...extra } : values;
    const refused = await options.check?.(sent);
    if (refused) {
      setErrors(refused);
      setFormError("");
      return;
    }
    setErrors({});
    setFormError("");
    setBusy(true);
    // Written down before it leaves: an ended session or a crash now loses nothing.
    if (keepsDraft) {
      draft.flush(sent);
      markFormSending(draftItem);
    }
    try {
      const answer = await options.send(sent, setProgress, versi);
      if (keepsDraft) {
        markFormSending(null);
        draft.clear();
      }
      if (options.desk) await desk.saved(versiOf(answer));
      setBusy(false);
      setProgress(null);
      if (dialog && !options.staysOpen) dialog.saved();
      else reset(options.savedValues?.(answer, sent) ?? sent);
      const { success } = options;
      if (success)
        await showSuccess(typeof success === "function" ? success(answer, sent) : success);
      options.afterSave?.(answer, sent);
    } catch (error) {
      if (keepsDraft) markFormSending(null);
      setBusy(false);
      setProgress(null);
      if (isSessionEnded(error)) return;
      // A colleague saved in between: the form keeps every word and shows theirs beside them.
      if (options.desk && isStaleWrite(error)) {
        desk.conflicted(error, extra);
        return;
      }
      if (options.logAs) console.error(options.logAs, error);
      setErrors(fieldErrorsOf(error));
      await tellFailure(options.failure, error, setFormError);
    }
  }

  const deskView: DeskView | null = options.desk
    ? {
        item: desk.item,
        others: desk.others,
        labels: options.desk.labels ?? {},
        keys: Object.keys(initial),
        values,
        stored: initial,
        busy,
        versi: desk.versi,
        conflict: desk.conflict,
        kept: desk.kept,
        retryTheirs: () => void desk.readTheirs(),
        loadLatest: () => {
          const theirs = desk.conflict?.theirs;
          if (!theirs || typeof theirs === "string") return;
          // Her words move aside (shown, copyable, guarded); the form takes the newer version.
          desk.setKept(values);
          desk.setConflict(null);
          draft.clear();
          desk.setVersi(theirs.versi);
          reset(theirs.values);
        },
        saveAnyway: () => {
          const conflict = desk.conflict;
          if (!conflict) return;
          desk.setConflict(null);
          void save(conflict.extra, conflict.versi);
        },
        closeKept: () => desk.setKept(null),
        restored: async () => {
          if (dialog && !options.staysOpen) {
            dialog.saved();
            return;
          }
          const read = options.desk?.latest;
          if (!read) return;
          const now = await read();
          draft.clear();
          desk.setConflict(null);
          desk.setVersi(now.versi);
          reset(now.values);
        },
      }
    : null;

  return {
    values,
    set,
    field,
    reset,
    dirty,
    busy,
    progress,
    errors,
    formError,
    submit,
    draftOffer: draft.offer,
    desk: deskView,
  };
}

/** What the frame around the fields needs: ModalForm, a page's Simpan button. */
export type BackofficeForm = Pick<
  ReturnType<typeof useBackofficeForm>,
  "busy" | "formError" | "submit" | "dirty"
> &
  Partial<Pick<ReturnType<typeof useBackofficeForm>, "draftOffer" | "desk" | "errors">>;

/** What a group of fields needs, for forms whose fields live in several components (tabs). */
export type FormFields<V> = {
  values: V;
  field: <K extends keyof V & string>(
    key: K,
  ) => { value: V[K]; onChange: (value: V[K]) => void; error: string | undefined };
  progress: number | null;
};

async function tellFailure(
  failure: SaveFailure,
  error: unknown,
  setFormError: (text: string) => void,
): Promise<void> {
  if ("inline" in failure) {
    const { inline } = failure;
    setFormError(typeof inline === "function" ? inline(error) : formErrorOf(error, inline));
  } else if (typeof failure === "function") await showError(failure(error));
  else await showError(failure, serverReason(error));
}
