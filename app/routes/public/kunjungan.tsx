import { todayInJakarta } from "@common/dates.ts";
import { formatJam, formatRupiah, HARI_LABEL, hariIni, hasNoHours } from "@common/kunjungan.ts";
import { directionsUrl, mapPinOf } from "@common/map-pin.ts";
import { siteContext } from "@common/site-context.ts";
import { data } from "react-router";
import { PageHeader } from "~/components/page-header.tsx";
import { ReservasiForm } from "~/components/reservasi-form.tsx";
import { layoutDataFrom, pageMeta, palaceJsonLd } from "~/components/seo.ts";
import type { Route } from "./+types/kunjungan";

export const handle = { islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    siteName: site.siteName,
    kunjungan: await site.getKunjungan(),
    directions: directionsUrl(mapPinOf(await site.getSettings())),
    today: todayInJakarta(),
    hari: hariIni(),
  };
}

/** The group visit form posted without JavaScript (or with it: the page answers the same). */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const answer = await site.sendReservasi(values);
  return data({ ...answer, values }, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  return pageMeta(layout, {
    title: "Kunjungan",
    description:
      "Jam buka, harga tiket, petunjuk arah, dan permintaan kunjungan rombongan ke Keraton Kasepuhan Cirebon.",
    path: "/kunjungan",
    jsonLd: layout ? [palaceJsonLd(layout)] : [],
  });
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-emas/50 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 font-serif text-2xl text-bata">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function KunjunganPage({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, kunjungan, today, hari, directions } = loaderData;
  return (
    <main id="konten" className="flex-1">
      <PageHeader title="Kunjungan">
        <p>Rencanakan kunjungan Anda ke {siteName}.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-10 lg:grid-cols-2">
        <Card id="judul-jam" title="Jam Buka">
          {hasNoHours(kunjungan) ? (
            <p className="text-stone-700">Jam buka belum diumumkan. Silakan hubungi kami.</p>
          ) : (
            <table className="w-full text-lg">
              <caption className="sr-only">Jam buka per hari</caption>
              <tbody>
                {kunjungan.jam.map((j) => {
                  const isToday = j.hari === hari;
                  return (
                    <tr
                      key={j.hari}
                      aria-current={isToday ? "date" : undefined}
                      className={`border-b border-emas/30 last:border-0 ${isToday ? "bg-gading-tua font-semibold" : ""}`}
                    >
                      <th scope="row" className="py-2 pl-2 text-left font-normal">
                        {HARI_LABEL[j.hari]}
                        {isToday ? (
                          <span className="ml-2 text-sm text-bata">(hari ini)</span>
                        ) : null}
                      </th>
                      <td
                        className={`py-2 pr-2 text-right tabular-nums ${j.buka ? "" : "text-bata"}`}
                      >
                        {formatJam(j)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </Card>
        <Card id="judul-tiket" title="Harga Tiket">
          {kunjungan.tiket.length === 0 ? (
            <p className="text-stone-700">Harga tiket belum diumumkan. Silakan hubungi kami.</p>
          ) : (
            <table className="w-full text-lg">
              <caption className="sr-only">Harga tiket per kategori</caption>
              <tbody>
                {kunjungan.tiket.map((t) => (
                  <tr key={t.kategori} className="border-b border-emas/30 last:border-0">
                    <th scope="row" className="py-2 pl-2 text-left font-normal">
                      {t.kategori}
                    </th>
                    <td className="py-2 pr-2 text-right font-semibold tabular-nums">
                      {formatRupiah(t.harga)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
        {kunjungan.catatan.trim() ? (
          <Card id="judul-catatan" title="Catatan untuk Pengunjung">
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: kunjungan.catatan }} />
          </Card>
        ) : null}
        <Card id="judul-arah" title="Petunjuk Arah">
          {kunjungan.petunjuk.trim() ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: kunjungan.petunjuk }} />
          ) : null}
          <p className="mt-4 flex flex-wrap gap-3">
            <a
              href={directions}
              className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white hover:bg-bata-tua"
            >
              Petunjuk arah
            </a>
            <a
              href="/contact"
              className="rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
            >
              Kontak dan peta
            </a>
          </p>
        </Card>
      </div>
      <section
        id="reservasi"
        aria-labelledby="judul-reservasi"
        className="scroll-mt-20 border-t border-emas/40 bg-white"
      >
        <div className="mx-auto max-w-3xl px-5 py-12">
          <h2 id="judul-reservasi" className="font-serif text-3xl text-bata">
            Kunjungan Rombongan
          </h2>
          <p className="mt-3 text-stone-700">
            Sekolah, komunitas, atau rombongan wisata dapat mengajukan kunjungan di sini. Kami akan
            menghubungi Anda untuk memastikan jadwal dan pemandu.
          </p>
          <div className="mt-6">
            <ReservasiForm state={actionData} today={today} />
          </div>
        </div>
      </section>
    </main>
  );
}
