import type { Sesi } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { useEffect } from "react";
import { PanelItemButton, PanelListItem, SettingsPanel } from "~/backoffice/ui/settings-panel.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { usePanelAction } from "~/backoffice/ui/use-panel-action.ts";
import { endOtherSessions, endSession, getSessions } from "./sesi-api.ts";

const LOAD_FAILED = "Daftar sesi belum berhasil dimuat. Coba lagi.";
const END_FAILED = "Sesi belum berhasil diakhiri. Coba lagi.";

/**
 * "Sesi aktif": every place the person is signed in, this one marked, each other one with a button
 * that ends it, and one button that ends all others. `reloadKey` changes when something else (a
 * password change) has ended sessions.
 */
export function SesiList({ reloadKey }: { reloadKey: number }) {
  const sessions = useLoaded(getSessions, [] as Sesi[], () => setProblem(LOAD_FAILED));
  const { reload } = sessions;
  const { busy, notice, problem, setProblem, run } = usePanelAction({
    failure: () => END_FAILED,
    fieldErrors: false,
    afterSuccess: reload,
  });

  useEffect(() => {
    if (reloadKey > 0) void reload();
  }, [reloadKey, reload]);

  const end = (action: () => Promise<{ message: string }>) =>
    void run(async () => (await action()).message);

  const others = sessions.data.filter((s) => !s.ini);
  return (
    <SettingsPanel
      headingId="sesi-aktif"
      title="Sesi aktif"
      notice={notice}
      problem={problem}
      intro={
        <p className="mt-2 text-stone-700">
          Tempat akun Anda sedang masuk. Akhiri sesi yang tidak Anda kenali, lalu ganti password.
        </p>
      }
    >
      <ul aria-busy={sessions.loading} className="mt-4 space-y-3">
        {sessions.data.map((s) => (
          <PanelListItem
            key={s.id}
            label={s.perangkat}
            action={
              s.ini ? null : (
                <PanelItemButton busy={busy} onClick={() => end(() => endSession(s.id))}>
                  Akhiri sesi
                </PanelItemButton>
              )
            }
          >
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
          </PanelListItem>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => end(endOtherSessions)}
            className={ui.secondaryButton}
          >
            Akhiri semua sesi lain
          </button>
        </div>
      ) : null}
    </SettingsPanel>
  );
}
