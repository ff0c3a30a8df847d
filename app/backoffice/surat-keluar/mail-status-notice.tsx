import { useEffect, useState } from "react";
import { Link } from "react-router";
import { isSessionEnded } from "~/lib/api-client.ts";
import { MailNotSetUp } from "./mail-not-set-up.tsx";
import { getOutboxSummary, type OutboxSummary } from "./surat-keluar-api.ts";

/** The admin dashboard's word on mail: not set up, or mails that failed for good. */
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
  if (summary.gagal === 0) return null;
  return (
    <p role="status" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      {summary.gagal} email gagal terkirim.{" "}
      <Link to="/admin/email-keluar" className="font-semibold underline underline-offset-2">
        Lihat Email Keluar
      </Link>
    </p>
  );
}
