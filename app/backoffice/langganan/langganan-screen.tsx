import { formatDateTimeJakarta } from "@common/dates.ts";
import type { Langganan, LanggananRingkasan } from "@common/langganan.ts";
import { useCallback, useEffect, useState } from "react";
import { confirmDelete, showError } from "~/backoffice/ui/alerts.ts";
import { saveFile } from "~/backoffice/ui/save-file.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { ApiRequestError, apiRequest, apiRequestPage, isSessionEnded } from "~/lib/api-client.ts";
import { readSession } from "~/lib/session.ts";

type Sent = {
  harian: Array<{
    tanggal: string;
    terkirim: number;
    antri: number;
    gagal: number;
    terakhir: string | null;
  }>;
  gagal: Array<{ id: number; kepada: string; perihal: string; galat: string; dibuat: string }>;
};

const STATUS = { menunggu: "Menunggu konfirmasi", aktif: "Aktif" } as const;

/** CSV of every subscriber, fetched with the token (a plain link cannot carry it). */
async function downloadCsv(): Promise<void> {
  const token = readSession().token;
  const res = await fetch("/api/langganan?format=csv", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiRequestError(res.status, "");
  saveFile(await res.blob(), "pelanggan.csv");
}

/** Counts (every staff member), and for admins the mail sent, failures and one address found. */
export function LanggananScreen({ admin }: { admin: boolean }) {
  const [counts, setCounts] = useState<LanggananRingkasan>();
  const [sent, setSent] = useState<Sent>();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<Langganan[]>();

  const load = useCallback(async () => {
    setCounts(await apiRequest<LanggananRingkasan>("/api/langganan/ringkasan"));
    if (admin) setSent(await apiRequest<Sent>("/api/langganan/surat"));
  }, [admin]);
  useEffect(() => {
    load().catch((error) => console.error("Gagal mengambil pelanggan:", error));
  }, [load]);

  async function search(event: React.FormEvent) {
    event.preventDefault();
    const page = await apiRequestPage<Langganan>(
      `/api/langganan?${new URLSearchParams({ q, page: "1", limit: "20" })}`,
    );
    setFound(page.items);
  }

  async function remove(s: Langganan) {
    if (
      !(await confirmDelete(
        {
          title: "Hapus pelanggan?",
          text: "Alamat ini dihapus dari daftar dan tidak dikirimi email lagi.",
        },
        s.email,
      ))
    )
      return;
    try {
      await apiRequest(`/api/langganan/${s.id}`, { method: "DELETE" });
      setFound((list) => list?.filter((x) => x.id !== s.id));
      await load();
    } catch (error) {
      if (!isSessionEnded(error)) await showError({ title: "Gagal menghapus", text: "Coba lagi." });
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="pelanggan-jumlah" className={`${ui.card} p-5`}>
        <h2 id="pelanggan-jumlah" className="mb-3 text-lg font-semibold">
          Jumlah pelanggan
        </h2>
        {counts ? (
          <dl className="grid gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-stone-600">Semua</dt>
              <dd className="text-2xl font-semibold">{counts.total}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Aktif</dt>
              <dd className="text-2xl font-semibold">{counts.status.aktif}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Menunggu konfirmasi</dt>
              <dd className="text-2xl font-semibold">{counts.status.menunggu}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Berita (aktif)</dt>
              <dd>{counts.topik.berita}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Agenda (aktif)</dt>
              <dd>{counts.topik.agenda}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Bahasa Indonesia / Inggris</dt>
              <dd>
                {counts.bahasa.id} / {counts.bahasa.en}
              </dd>
            </div>
          </dl>
        ) : null}
      </section>
      {admin && sent ? (
        <section aria-labelledby="pelanggan-surat" className={`${ui.card} p-5`}>
          <h2 id="pelanggan-surat" className="mb-3 text-lg font-semibold">
            Email ke pelanggan
          </h2>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th>Tanggal</th>
                <th>Terkirim</th>
                <th>Menunggu</th>
                <th>Gagal</th>
                <th>Terakhir dikirim</th>
              </tr>
            </thead>
            <tbody>
              {sent.harian.map((d) => (
                <tr key={d.tanggal}>
                  <td>{d.tanggal}</td>
                  <td>{d.terkirim}</td>
                  <td>{d.antri}</td>
                  <td>{d.gagal}</td>
                  <td>{d.terakhir ? formatDateTimeJakarta(d.terakhir) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {sent.gagal.length ? (
            <ul className="mt-4 space-y-1 text-sm">
              {sent.gagal.map((f) => (
                <li key={f.id}>
                  {formatDateTimeJakarta(f.dibuat)} — {f.kepada}: {f.galat}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {admin ? (
        <section aria-labelledby="pelanggan-cari" className={`${ui.card} p-5`}>
          <h2 id="pelanggan-cari" className="mb-3 text-lg font-semibold">
            Cari alamat
          </h2>
          <form onSubmit={search} className="flex flex-wrap gap-2">
            <label htmlFor="pelanggan-q" className="sr-only">
              Alamat email
            </label>
            <input
              id="pelanggan-q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className="rounded border px-3 py-2"
            />
            <button type="submit" className="rounded bg-stone-800 px-4 py-2 text-white">
              Cari
            </button>
            <button
              type="button"
              onClick={() =>
                downloadCsv().catch(() =>
                  showError({ title: "Gagal mengunduh", text: "Coba lagi." }),
                )
              }
              className="rounded border px-4 py-2"
            >
              Unduh CSV
            </button>
          </form>
          {found ? (
            <ul className="mt-4 space-y-2">
              {found.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold">{s.email}</span>
                  <span className="text-sm text-stone-600">
                    {STATUS[s.status]} · {s.bahasa} · {s.topik.join(", ")}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(s)}
                    className="rounded border border-red-700 px-3 py-1 text-red-800"
                  >
                    Hapus
                  </button>
                </li>
              ))}
              {found.length === 0 ? <li>Tidak ada alamat yang cocok.</li> : null}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
