import { type FormEvent, useEffect, useId, useState } from "react";
import { Pager } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { usePagedList } from "~/backoffice/ui/use-paged-list.ts";
import { ApiRequestError } from "~/lib/api-client.ts";
import {
  getPengalihan,
  type ImporState,
  type Pengalihan,
  readImport,
  startImport,
} from "./impor-api.ts";

const PENGALIHAN_PAGE_SIZE = 20;
const POLL_MS = 1000;

/**
 * Moving from WordPress: an admin uploads the export or gives the site's address, follows the
 * progress, reads the report, and sees every old address and where it now leads.
 */
export function ImporScreen() {
  const id = useId();
  const [berkas, setBerkas] = useState<File | undefined>();
  const [url, setUrl] = useState("");
  const [kategori, setKategori] = useState("");
  const [coba, setCoba] = useState(false);
  const [problem, setProblem] = useState("");
  const [runId, setRunId] = useState<string | undefined>();
  const [state, setState] = useState<ImporState | undefined>();

  const list = usePagedList({
    empty: { items: [] as Pengalihan[], total: 0 },
    pageSize: PENGALIHAN_PAGE_SIZE,
    filter: state?.status,
    fetchPage: (p) => getPengalihan(p, PENGALIHAN_PAGE_SIZE),
    onFailure: (error) => console.error("Gagal mengambil daftar alamat lama:", error),
  });

  useEffect(() => {
    if (!runId) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await readImport(runId);
        if (!alive) return;
        setState(next);
        if (next.status === "berjalan") timer = setTimeout(poll, POLL_MS);
      } catch (error) {
        if (alive)
          setProblem(error instanceof Error ? error.message : "Gagal membaca kemajuan impor.");
      }
    };
    void poll();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [runId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem("");
    if (!berkas && !url.trim()) {
      setProblem("Pilih berkas ekspor WordPress atau tulis alamat situsnya.");
      return;
    }
    const categories = kategori
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean);
    try {
      setState(undefined);
      const started = await startImport(
        berkas ? { berkas } : { url: url.trim() },
        categories,
        coba,
      );
      setRunId(started.id);
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : "Impor gagal dimulai.");
    }
  }

  const running = state?.status === "berjalan" || (runId !== undefined && !state);
  const laporan = state?.laporan;
  return (
    <>
      <form
        onSubmit={submit}
        aria-label="Impor WordPress"
        className={`${ui.card} mb-6 grid gap-4 p-4`}
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-berkas`} className={ui.label}>
            Berkas ekspor WordPress (WXR)
          </label>
          <input
            id={`${id}-berkas`}
            type="file"
            accept=".xml,text/xml,application/xml"
            onChange={(e) => setBerkas(e.target.files?.[0])}
            className={ui.input}
          />
          <p className={ui.hint}>
            Dari WordPress: Alat → Ekspor → Semua konten. Paling besar 16 MB.
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-url`} className={ui.label}>
            Atau alamat situs WordPress
          </label>
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://situs-lama.example"
            className={ui.input}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-kategori`} className={ui.label}>
            Kategori dokumentasi
          </label>
          <input
            id={`${id}-kategori`}
            value={kategori}
            onChange={(e) => setKategori(e.target.value)}
            placeholder="kegiatan, acara"
            className={ui.input}
          />
          <p className={ui.hint}>
            Tulisan dalam kategori ini menjadi Dokumentasi Kegiatan; yang lain menjadi Informasi.
          </p>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={coba} onChange={(e) => setCoba(e.target.checked)} />
          Coba dulu (tidak mengubah apa pun)
        </label>
        {problem && (
          <p role="alert" className={ui.fieldError}>
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className={ui.primaryButton} disabled={running}>
            Mulai impor
          </button>
        </div>
      </form>

      {state && (
        <section aria-labelledby={`${id}-hasil`} className={`${ui.card} mb-6 space-y-3 p-4`}>
          <h2 id={`${id}-hasil`} className="font-semibold text-lg">
            {state.status === "berjalan"
              ? "Impor berjalan"
              : state.status === "selesai"
                ? "Impor selesai"
                : "Impor gagal"}
          </h2>
          <progress
            className="w-full"
            aria-label="Kemajuan impor"
            max={Math.max(1, state.kemajuan.total)}
            value={state.kemajuan.selesai}
          />
          <p>
            {state.kemajuan.selesai} dari {state.kemajuan.total} butir
          </p>
          {state.pesan && <p role="alert">{state.pesan}</p>}
          {laporan && (
            <>
              <p data-testid="ringkasan-impor">
                {laporan.dibuat} dibuat, {laporan.diperbarui} diperbarui,{" "}
                {laporan.tidak_berubah ?? 0} tidak berubah, {laporan.pengalihan} alamat lama
                dialihkan
              </p>
              {laporan.dilewati.length > 0 && (
                <table className="w-full text-left text-sm">
                  <caption className="text-left font-semibold">
                    Dilewati atau tidak diimpor utuh
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Sumber</th>
                      <th scope="col">Alasan</th>
                    </tr>
                  </thead>
                  <tbody>
                    {laporan.dilewati.map((s, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one source may be listed for several reasons
                      <tr key={i}>
                        <td className="break-all pr-3 align-top">{s.sumber}</td>
                        <td className="align-top">{s.alasan}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </section>
      )}

      <section aria-labelledby={`${id}-alamat`} className={`${ui.card} space-y-3 p-4`}>
        <h2 id={`${id}-alamat`} className="font-semibold text-lg">
          Alamat lama
        </h2>
        {list.shown.items.length === 0 ? (
          <p>Belum ada alamat lama yang dialihkan.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Alamat lama dan tujuannya</caption>
            <thead>
              <tr>
                <th scope="col">Alamat lama</th>
                <th scope="col">Dialihkan ke</th>
              </tr>
            </thead>
            <tbody>
              {list.shown.items.map((p) => (
                <tr key={p.dari}>
                  <td className="break-all pr-3">{p.dari}</td>
                  <td className="break-all">{p.ke}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager {...list.pager} label="Halaman alamat lama" />
      </section>
    </>
  );
}
