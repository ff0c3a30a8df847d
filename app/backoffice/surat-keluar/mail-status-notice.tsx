import { useEffect, useState } from "react";
import { Link } from "react-router";
import { isSessionEnded } from "~/lib/api-client.ts";
import { MailNotSetUp } from "./mail-not-set-up.tsx";
import { getOutboxSummary, type OutboxSummary } from "./surat-keluar-api.ts";

/**
 * The admin dashboard's word on mail: not set up, or mails that are not going out (failed for
 * good, or failing and being tried again), with why in plain words.
 */
export function MailStatusNotice() {
  const [summary, setSummary] = useState<OutboxSummary>();
  useEffect(() => {
    let alive = true;
    getOutboxSummary()
      .then((s) => alive && setSummary(s))
      .catch((error) => {
        if (!isSessionEnded(error)) console.error("Gagal mengambil ringkasan email:", error);
      });
    return () => {
      alive = false;
    };
  }, []);
  if (!summary) return null;
  if (!summary.siap) return <MailNotSetUp />;
  const { gagal, tertunda = 0, alasan } = summary;
  if (gagal === 0 && tertunda === 0) return null;
  const counts = [
    gagal > 0 ? `${gagal} gagal terkirim` : "",
    tertunda > 0 ? `${tertunda} sedang dicoba kirim lagi` : "",
  ].filter(Boolean);
  return (
    <p role="status" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      <strong>Email belum terkirim: {counts.join(", ")}.</strong> {alasan ? `${alasan} ` : ""}
      <Link to="/admin/email-keluar" className="font-semibold underline underline-offset-2">
        Lihat Email Keluar
      </Link>
    </p>
  );
}
