import type { DuaLangkahMulai, DuaLangkahStatus } from "@common/api-types.ts";
import { type FormEvent, useEffect, useState } from "react";
import { CurrentPasswordField, OneTimeCodeField } from "~/backoffice/ui/fields.tsx";
import { KeepTextButtons } from "~/backoffice/ui/keep-text-buttons.tsx";
import { SettingsPanel } from "~/backoffice/ui/settings-panel.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { serverReasonOr, usePanelAction } from "~/backoffice/ui/use-panel-action.ts";
import {
  confirmDuaLangkah,
  disableDuaLangkah,
  getDuaLangkah,
  startDuaLangkah,
} from "./dua-langkah-api.ts";
import { unlessCancelled, useIdentityCheck } from "./identity-check.tsx";

const FAILED = "Belum berhasil. Coba lagi.";
const OFF: DuaLangkahStatus = { aktif: false, sisa_kode_cadangan: 0, wajib: false };

type Step =
  | { kind: "idle" }
  /** `password`: the one the start was confirmed with, sent again with the code. */
  | { kind: "scan"; mulai: DuaLangkahMulai; password: string }
  | { kind: "codes"; codes: string[] };

/**
 * "Verifikasi dua langkah": enrol by scanning a QR code and confirming one code, see the ten
 * recovery codes once, or turn it off with the password and a code. `reloadKey` changes when a
 * passkey was added or removed (a passkey also meets `Wajib_2FA`).
 */
export function DuaLangkahPanel({ reloadKey = 0 }: { reloadKey?: number }) {
  const status = useLoaded(getDuaLangkah, OFF, () => setProblem(FAILED));
  const { reload } = status;
  useEffect(() => {
    if (reloadKey > 0) void reload();
  }, [reloadKey, reload]);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [kode, setKode] = useState("");
  const [password, setPassword] = useState("");
  const identity = useIdentityCheck();
  const { busy, notice, problem, setProblem, errors, run } = usePanelAction({
    failure: serverReasonOr(FAILED),
    afterSuccess: reload,
  });

  // Both forms (confirming the QR code, turning it off) ask for the same code.
  const kodeField = { value: kode, onChange: setKode, error: errors.kode };

  const start = () =>
    run(() =>
      unlessCancelled(async () => {
        const started = await identity.confirm(
          "Aktifkan verifikasi dua langkah",
          async (proof) => ({ mulai: await startDuaLangkah(proof), password: proof.password }),
          "Lanjutkan",
        );
        setStep({ kind: "scan", ...started });
        setKode("");
        return undefined; // the QR code to scan is the answer: no notice yet
      }),
    );

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== "scan") return;
    void run(async () => {
      const answer = await confirmDuaLangkah(kode, step.password);
      setKode("");
      setStep({ kind: "codes", codes: answer.kode_cadangan });
      return answer.message;
    });
  }

  function disable(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const answer = await disableDuaLangkah(password, kode);
      setPassword("");
      setKode("");
      return answer.message;
    });
  }

  return (
    <SettingsPanel
      headingId="dua-langkah"
      title="Verifikasi dua langkah"
      notice={notice}
      problem={problem}
      intro={
        <>
          <p className="mt-2 text-stone-700">
            {status.data.aktif
              ? `Aktif. Saat login, selain password diminta kode dari aplikasi autentikator. Sisa kode cadangan: ${status.data.sisa_kode_cadangan}.`
              : "Belum aktif. Dengan verifikasi dua langkah, password yang dicuri saja tidak cukup untuk masuk."}
          </p>
          {status.data.wajib ? (
            <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
              Admin wajib memakai verifikasi dua langkah. Aktifkan dulu di sini, atau tambahkan
              passkey di bawah; menu lain baru bisa dipakai setelahnya.
            </p>
          ) : null}
        </>
      }
    >
      {step.kind === "codes" ? (
        <div className={`${ui.card} mt-4 p-4`}>
          <h3 className="font-semibold text-stone-900">Kode cadangan</h3>
          <p className="mt-1 text-stone-700">
            Simpan sepuluh kode ini di tempat aman. Masing-masing hanya bisa dipakai sekali untuk
            login jika ponsel Anda hilang. Kode ini tidak akan ditampilkan lagi.
          </p>
          <ul aria-label="Kode cadangan" className="mt-3 grid grid-cols-2 gap-2 font-mono">
            {step.codes.map((code) => (
              <li key={code} className="rounded bg-stone-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <KeepTextButtons
            text={step.codes.join("\n")}
            fileName="kode-cadangan.txt"
            copiedMessage="Kode cadangan disalin."
          />
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              onClick={() => setStep({ kind: "idle" })}
              className={ui.primaryButton}
            >
              Sudah saya simpan
            </button>
          </div>
        </div>
      ) : null}

      {!status.data.aktif && step.kind === "idle" && !status.loading ? (
        <div className="mt-4">
          <button
            type="button"
            disabled={busy}
            onClick={() => void start()}
            className={ui.primaryButton}
          >
            Aktifkan verifikasi dua langkah
          </button>
        </div>
      ) : null}

      {step.kind === "scan" ? (
        <form noValidate onSubmit={confirm} className={`${ui.card} mt-4 space-y-4 p-4`}>
          <p className="text-stone-700">
            Pindai kode QR ini dengan aplikasi autentikator (misalnya Google Authenticator atau
            Aegis), lalu masukkan kode 6 angka yang muncul.
          </p>
          <div
            role="img"
            aria-label="Kode QR untuk aplikasi autentikator"
            className="w-48 max-w-full"
            // The SVG is made by the server's QR library from the otpauth address alone.
            dangerouslySetInnerHTML={{ __html: step.mulai.qr_svg }}
          />
          <p className="text-sm text-stone-700">
            Tidak bisa memindai? Ketik kunci ini di aplikasi:{" "}
            <code data-testid="kunci-rahasia" className="break-all font-mono">
              {step.mulai.secret}
            </code>
          </p>
          <OneTimeCodeField label="Kode dari aplikasi" {...kodeField} />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setStep({ kind: "idle" })}
              className={ui.secondaryButton}
            >
              Batal
            </button>
            <button type="submit" disabled={busy} className={ui.primaryButton}>
              Konfirmasi
            </button>
          </div>
        </form>
      ) : null}

      {status.data.aktif && step.kind === "idle" ? (
        <form noValidate onSubmit={disable} className={`${ui.card} mt-4 space-y-4 p-4`}>
          <h3 className="font-semibold text-stone-900">Nonaktifkan verifikasi dua langkah</h3>
          <CurrentPasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <OneTimeCodeField
            label="Kode verifikasi"
            {...kodeField}
            recoveryToo
            hint="Kode dari aplikasi atau salah satu kode cadangan."
          />
          <div className="flex justify-end">
            <button type="submit" disabled={busy} className={ui.secondaryButton}>
              Nonaktifkan
            </button>
          </div>
        </form>
      ) : null}
      {identity.dialog}
    </SettingsPanel>
  );
}
