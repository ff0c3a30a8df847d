import type { Sesi } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { useEffect, useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { endOtherSessions, endSession, getSessions } from "./sesi-api.ts";

const LOAD_FAILED = "Daftar sesi belum berhasil dimuat. Coba lagi.";
const END_FAILED = "Sesi belum berhasil diakhiri. Coba lagi.";

/**
 * "Sesi aktif": every place the person is signed in, this one marked, each other one with a button
 * that ends it, and one button that ends all others. `reloadKey` changes when something else (a
 * password change) has ended sessions.
 */
export function SesiList({ reloadKey }: { reloadKey: number }) {
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const sessions = useLoaded(getSessions, [] as Sesi[], () => setProblem(LOAD_FAILED));
  const { reload } = sessions;

  useEffect(() => {
    if (reloadKey > 0) void reload();
  }, [reloadKey, reload]);

  async function run(action: () => Promise<{ message: string }>) {
    setBusy(true);
    setStatus("");
    setProblem("");
    try {
      setStatus((await action()).message);
      await reload();
    } catch (error) {
      if (!isSessionEnded(error)) setProblem(END_FAILED);
    } finally {
      setBusy(false);
    }
  }

  const others = sessions.data.filter((s) => !s.ini);
  return (
    <section aria-labelledby="sesi-aktif" className="mt-10 max-w-3xl">
      <h2 id="sesi-aktif" className="font-serif text-2xl text-bata">
        Sesi aktif
      </h2>
      <p className="mt-2 text-stone-700">
        Tempat akun Anda sedang masuk. Akhiri sesi yang tidak Anda kenali, lalu ganti password.
      </p>
      <p role="status" className="mt-3 empty:hidden text-green-800">
        {status}
      </p>
      <p
        role="alert"
        className="mt-3 empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
      >
        {problem}
      </p>
      <ul aria-busy={sessions.loading} className="mt-4 space-y-3">
        {sessions.data.map((s) => (
          <li
            key={s.id}
            aria-label={s.perangkat}
            className={`${ui.card} flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between`}
          >
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                {s.perangkat}
                {s.ini ? (
                  <span className="ml-2 inline-block rounded-full bg-nila/10 px-2.5 py-0.5 text-sm text-nila">
                    Sesi ini
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-stone-700 break-all">Alamat: {s.alamat || "-"}</p>
              <p className="text-sm text-stone-700">
                Masuk <time dateTime={s.dibuat}>{formatDateTimeJakarta(s.dibuat)}</time> · terakhir
                aktif <time dateTime={s.terakhir}>{formatDateTimeJakarta(s.terakhir)}</time>
              </p>
            </div>
            {s.ini ? null : (
              <button
                type="button"
                disabled={busy}
                onClick={() => void run(() => endSession(s.id))}
                className={`${ui.smallButton} ${ui.deleteButton} shrink-0`}
              >
                Akhiri sesi
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(endOtherSessions)}
            className={ui.secondaryButton}
          >
            Akhiri semua sesi lain
          </button>
        </div>
      ) : null}
    </section>
  );
}
