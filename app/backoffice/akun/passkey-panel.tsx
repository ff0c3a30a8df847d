import type { Passkey } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { CONFIRMATIONS } from "@common/messages.ts";
import { PasskeyRegistrationSchema } from "@common/schemas/passkey.schema.ts";
import { type FormEvent, useState } from "react";
import { confirmDelete } from "~/backoffice/ui/alerts.ts";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { PanelItemButton, PanelListItem, SettingsPanel } from "~/backoffice/ui/settings-panel.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { usePanelAction } from "~/backoffice/ui/use-panel-action.ts";
import { passkeyProblem } from "~/lib/passkey-problem.ts";
import { unlessCancelled, useIdentityCheck } from "./identity-check.tsx";
import {
  addPasskey,
  finishPasskeyReview,
  getPasskeyReview,
  getPasskeys,
  removePasskey,
} from "./passkey-api.ts";

const LOAD_FAILED = "Daftar passkey belum berhasil dimuat. Coba lagi.";

/**
 * "Passkey": sign in with the device's fingerprint, face or PIN instead of password and code. Adds
 * one under a name, lists them (added, last used) and removes one after a yes. `onChanged`: the
 * list changed (a passkey counts as a second step for `Wajib_2FA`).
 */
export function PasskeyPanel({ onChanged }: { onChanged: () => void }) {
  const [nama, setNama] = useState("");
  const passkeys = useLoaded(getPasskeys, [] as Passkey[], () => setProblem(LOAD_FAILED));
  const identity = useIdentityCheck();
  const review = useLoaded(getPasskeyReview, { perlu_ditinjau: false }, () => {});
  const { busy, notice, problem, setProblem, errors, setErrors, run } = usePanelAction({
    failure: passkeyProblem,
    fieldErrors: false,
    afterSuccess: async () => {
      await passkeys.reload();
      onChanged();
    },
  });

  function add(event: FormEvent) {
    event.preventDefault();
    // The name is checked before the device is asked: nobody touches the sensor for nothing.
    const checked = PasskeyRegistrationSchema.shape.nama.safeParse(nama);
    if (!checked.success) {
      setErrors({ nama: checked.error.issues[0]?.message ?? "" });
      return;
    }
    void run(() =>
      unlessCancelled(async () => {
        const answer = await identity.confirm(
          "Tambah passkey",
          (proof) => addPasskey(checked.data, proof),
          "Lanjutkan",
        );
        setNama("");
        return answer.message;
      }),
    );
  }

  function remove(passkey: Passkey) {
    void run(() =>
      unlessCancelled(async () => {
        if (!(await confirmDelete(CONFIRMATIONS.deletePasskey, passkey.nama))) return undefined;
        const title = `Hapus passkey ${passkey.nama}`;
        const answer = await identity.confirm(
          title,
          (proof) => removePasskey(passkey.id, proof),
          "Hapus passkey",
        );
        return answer.message;
      }),
    );
  }

  return (
    <SettingsPanel
      headingId="passkey"
      title="Passkey"
      notice={notice}
      problem={problem}
      intro={
        <p className="mt-2 text-stone-700">
          Masuk tanpa password dan kode: cukup sidik jari, wajah, atau PIN perangkat Anda. Passkey
          hanya berlaku di situs ini, sehingga tidak bisa dicuri lewat situs palsu.
        </p>
      }
    >
      {review.data.perlu_ditinjau && passkeys.data.length > 0 ? (
        <div className="mt-4 space-y-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          <p>
            Password akun Anda baru saja diatur ulang atau diganti oleh admin. Periksa passkey di
            bawah ini dan hapus yang tidak Anda kenali: passkey tetap bisa dipakai untuk login walau
            password sudah berganti.
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const answer = await finishPasskeyReview();
                await review.reload();
                return answer.message;
              })
            }
            className={ui.secondaryButton}
          >
            Semua passkey ini milik saya
          </button>
        </div>
      ) : null}
      {!passkeys.loading && passkeys.data.length === 0 ? (
        <p className="mt-4 text-stone-700">Belum ada passkey.</p>
      ) : null}
      <ul aria-label="Passkey Anda" aria-busy={passkeys.loading} className="mt-4 space-y-3">
        {passkeys.data.map((p) => (
          <PanelListItem
            key={p.id}
            label={p.nama}
            action={
              <PanelItemButton busy={busy} onClick={() => remove(p)}>
                Hapus<span className="sr-only"> passkey {p.nama}</span>
              </PanelItemButton>
            }
          >
            <p className="font-semibold text-stone-900 break-words">{p.nama}</p>
            <p className="text-sm text-stone-700">
              Ditambahkan <time dateTime={p.dibuat}>{formatDateTimeJakarta(p.dibuat)}</time> ·{" "}
              {p.terakhir_dipakai ? (
                <>
                  terakhir dipakai{" "}
                  <time dateTime={p.terakhir_dipakai}>
                    {formatDateTimeJakarta(p.terakhir_dipakai)}
                  </time>
                </>
              ) : (
                "belum pernah dipakai"
              )}
            </p>
          </PanelListItem>
        ))}
      </ul>
      <form noValidate onSubmit={add} className={`${ui.card} mt-4 space-y-4 p-4`} aria-busy={busy}>
        <h3 className="font-semibold text-stone-900">Tambah passkey</h3>
        <InputField
          label="Nama passkey"
          value={nama}
          onChange={setNama}
          error={errors.nama}
          hint="Untuk mengenali perangkatnya nanti, mis. Ponsel saya atau Laptop kantor."
          maxLength={60}
          required
        />
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={ui.primaryButton}>
            Tambah passkey
          </button>
        </div>
      </form>
      {identity.dialog}
    </SettingsPanel>
  );
}
