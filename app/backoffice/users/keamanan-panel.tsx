import type { Settings, User } from "@common/api-types.ts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { getSettings } from "~/backoffice/settings/get-settings.ts";
import { CurrentPasswordField, FieldError } from "~/backoffice/ui/fields.tsx";
import { SettingsPanel } from "~/backoffice/ui/settings-panel.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { serverReasonOr, usePanelAction } from "~/backoffice/ui/use-panel-action.ts";
import { removeSecondStep, saveWajib2fa } from "./keamanan-api.ts";

const FAILED = "Belum berhasil disimpan. Coba lagi.";

/**
 * "Keamanan akun": the `Wajib_2FA` rule for every admin, and removing a user's second step (a
 * lost phone) after confirming with one's own password.
 */
export function KeamananPanel({ users }: { users: User[] }) {
  const id = useId();
  const settings = useLoaded(getSettings, null as Settings | null, () => setProblem(FAILED));
  const [wajib, setWajib] = useState(false);
  const [userId, setUserId] = useState("");
  const [password, setPassword] = useState("");
  const { busy, notice, problem, setProblem, errors, setErrors, run } = usePanelAction({
    failure: serverReasonOr(FAILED),
  });

  useEffect(() => {
    if (settings.data) setWajib(settings.data.Wajib_2FA === "ya");
  }, [settings.data]);

  // The box follows the click at once and goes back if the save fails.
  function toggle(on: boolean) {
    setWajib(on);
    return run(async () => {
      try {
        return (await saveWajib2fa(on)).message;
      } catch (error) {
        setWajib(!on);
        throw error;
      }
    });
  }

  function remove(event: FormEvent) {
    event.preventDefault();
    if (!userId) {
      setErrors({ user: "Pilih user terlebih dahulu" });
      return;
    }
    void run(async () => {
      const answer = await removeSecondStep(Number(userId), password);
      setPassword("");
      setUserId("");
      return answer.message;
    });
  }

  return (
    <SettingsPanel
      headingId={`${id}-judul`}
      title="Keamanan akun"
      notice={notice}
      problem={problem}
    >
      <div className={`${ui.card} mt-4 p-4`}>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={wajib}
            disabled={busy || settings.loading}
            onChange={(e) => void toggle(e.target.checked)}
            className="mt-1 size-5 accent-bata"
          />
          <span>
            <span className="font-semibold text-stone-900">
              Wajibkan verifikasi dua langkah untuk semua admin
            </span>
            <span className="block text-sm text-stone-700">
              Admin yang belum memakainya diarahkan ke Akun Saya saat login berikutnya dan tidak
              dapat memakai menu lain sebelum mengaktifkannya.
            </span>
          </span>
        </label>
      </div>
      <form noValidate onSubmit={remove} className={`${ui.card} mt-4 space-y-4 p-4`}>
        <h3 className="font-semibold text-stone-900">Hapus verifikasi dua langkah user</h3>
        <p className="text-sm text-stone-700">
          Untuk user yang kehilangan ponselnya. Aplikasi autentikator, kode cadangan, dan semua
          passkey-nya dihapus; ia lalu bisa login dengan password saja dan mendaftarkan yang baru.
          Tindakan ini dicatat di Riwayat Perubahan.
        </p>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-user`} className={ui.label}>
            User
          </label>
          <select
            id={`${id}-user`}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            aria-invalid={Boolean(errors.user)}
            aria-describedby={errors.user ? `${id}-user-error` : undefined}
            className={ui.input}
          >
            <option value="">Pilih user</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.username})
              </option>
            ))}
          </select>
          <FieldError id={`${id}-user-error`} error={errors.user} />
        </div>
        <CurrentPasswordField
          label="Password Anda"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={ui.secondaryButton}>
            Hapus verifikasi dua langkah
          </button>
        </div>
      </form>
    </SettingsPanel>
  );
}
