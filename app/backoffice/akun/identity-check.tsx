import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { InputField, OneTimeCodeField } from "~/backoffice/ui/fields.tsx";
import { Modal } from "~/backoffice/ui/modal.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError } from "~/lib/api-client.ts";
import { getDuaLangkah } from "./dua-langkah-api.ts";
import type { Proof } from "./proof.ts";

/** The person closed the dialog without confirming: nothing was sent, nothing to tell. */
export class IdentityCheckCancelled extends Error {
  constructor() {
    super("");
    this.name = "IdentityCheckCancelled";
  }
}

type Request = {
  title: string;
  confirmLabel: string;
  action: (proof: Proof) => Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
};

const PASSWORD_EMPTY = "Password wajib diisi";
const KODE_EMPTY = "Kode wajib diisi";

/** A refusal of the proof itself (403 naming the password or the code): asked again in place. */
const refusesProof = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  error.errors !== undefined &&
  ("password" in error.errors || "kode" in error.errors);

/**
 * Changes a thief would want (the address, a passkey, an authenticator) ask the person for their
 * password, and the code when two-step sign-in is on, in a dialog. `confirm` opens it and runs the
 * change with what was typed; a wrong password or code is said beside its field and what was
 * typed stays. It settles with the change's answer, or rejects with `IdentityCheckCancelled`
 * when the person closes the dialog, or with the change's own failure.
 */
export function useIdentityCheck(): {
  confirm: <T>(
    title: string,
    action: (proof: Proof) => Promise<T>,
    confirmLabel?: string,
  ) => Promise<T>;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<Request | null>(null);
  const [password, setPassword] = useState("");
  const [kode, setKode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const opened = useRef(0);

  function confirm<T>(
    title: string,
    action: (proof: Proof) => Promise<T>,
    confirmLabel = "Konfirmasi",
  ) {
    setPassword("");
    setKode("");
    setErrors({});
    setNeedsCode(false);
    const which = ++opened.current;
    // With two-step sign-in on the code is asked too; should this fail, the server's 403 asks.
    getDuaLangkah()
      .then((status) => which === opened.current && setNeedsCode(status.aktif))
      .catch(() => {});
    return new Promise<T>((resolve, reject) => {
      setRequest({
        title,
        confirmLabel,
        action,
        resolve: resolve as (answer: unknown) => void,
        reject,
      });
    });
  }

  function close() {
    request?.reject(new IdentityCheckCancelled());
    setRequest(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const missing: Record<string, string> = {};
    if (password === "") missing.password = PASSWORD_EMPTY;
    if (needsCode && kode.trim() === "") missing.kode = KODE_EMPTY;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const answer = await request.action(needsCode ? { password, kode } : { password });
      setRequest(null);
      request.resolve(answer);
    } catch (error) {
      if (refusesProof(error)) {
        setErrors(error.errors ?? {});
        if (error.errors && "kode" in error.errors) setNeedsCode(true);
      } else {
        setRequest(null);
        request.reject(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <Modal open={request !== null} title={request?.title ?? ""} busy={busy} onClose={close}>
      <form noValidate onSubmit={submit} aria-busy={busy} className="space-y-4 overflow-y-auto p-5">
        <p className="text-stone-700">
          Demi keamanan akun, konfirmasi bahwa ini memang Anda: masukkan password Anda
          {needsCode ? " dan kode verifikasi" : ""}.
        </p>
        <InputField
          label="Password Anda"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        {needsCode ? (
          <OneTimeCodeField
            label="Kode verifikasi"
            value={kode}
            onChange={setKode}
            error={errors.kode}
            hint="Kode dari aplikasi autentikator atau salah satu kode cadangan."
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} disabled={busy} className={ui.secondaryButton}>
            Batal
          </button>
          <button type="submit" disabled={busy} className={ui.primaryButton}>
            {request?.confirmLabel ?? "Konfirmasi"}
          </button>
        </div>
      </form>
    </Modal>
  );

  return { confirm, dialog };
}

/** Runs an action that asks for the person's identity; closing the dialog is no failure. */
export async function unlessCancelled(
  action: () => Promise<string | undefined>,
): Promise<string | undefined> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof IdentityCheckCancelled) return undefined;
    throw error;
  }
}
