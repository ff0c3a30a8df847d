import type { Role } from "@common/schemas/users.schema.ts";
import { Link } from "react-router";
import { ReservasiBaruSummary } from "~/backoffice/reservasi/reservasi-baru-summary.tsx";
import { WeekViews } from "~/backoffice/statistik/week-views.tsx";
import { MailStatusNotice } from "~/backoffice/surat-keluar/mail-status-notice.tsx";
import { Icon } from "./icons.tsx";
import { NAV_ITEMS } from "./nav-items.ts";

const DESCRIPTIONS: Record<string, string> = {
  Statistik: "Halaman yang dibaca, situs perujuk, dan pencarian pengunjung.",
  Users: "Tambah, ubah, atau hapus akun admin dan editor.",
  Settings: "Kontak, deskripsi footer, dan struktur kesultanan.",
  "Sejarah & Silsilah": "Teks sejarah singkat dan silsilah di halaman utama.",
  "Visi & Misi": "Visi dan misi keraton yang tampil di halaman utama.",
  "Dokumentasi Kegiatan": "Foto dan cerita kegiatan keraton.",
  Informasi: "Artikel dan pengumuman untuk pengunjung.",
  Kunjungan: "Jam buka, harga tiket, dan petunjuk arah.",
  Reservasi: "Permintaan kunjungan rombongan dari sekolah dan instansi.",
  "Riwayat Perubahan": "Siapa mengubah apa dan kapan.",
  "Email Keluar": "Email yang dikirim situs dan statusnya.",
};

type DashboardProps = { panelRole: Role; greeting: string; summary: string };

/** A dashboard: the greeting, a short summary, the link home and a card for each section. */
export function Dashboard({ panelRole, greeting, summary }: DashboardProps) {
  const sections = NAV_ITEMS[panelRole].filter((item) => item.label !== "Dashboard");
  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="absolute inset-y-0 left-0 w-1.5 bg-bata" aria-hidden="true" />
        <h1 className="font-serif text-3xl text-bata sm:text-4xl">{greeting}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-stone-700">{summary}</p>
        <Link
          to="/"
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-md bg-bata px-5 py-2 font-semibold text-white hover:bg-bata-tua focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas"
        >
          <Icon name="home" className="size-5" />
          Lihat halaman utama
        </Link>
      </section>
      {panelRole === "admin" ? <MailStatusNotice /> : null}
      <WeekViews panelRole={panelRole} />
      <ReservasiBaruSummary panelRole={panelRole} />
      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections" className="mb-4 font-serif text-xl text-stone-800">
          Kelola konten
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-bata/50 hover:shadow-md focus-visible:outline-3 focus-visible:outline-emas"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gading text-bata group-hover:bg-bata group-hover:text-white">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{item.label}</span>
                  <span className="mt-1 block text-sm text-stone-600">
                    {DESCRIPTIONS[item.label]}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
