import { jakartaFormatter } from "@common/dates.ts";
import { RESERVASI_STATUSES, type ReservasiStatus } from "@common/schemas/reservasi.schema.ts";

export const STATUS_LABEL: Record<ReservasiStatus, string> = {
  baru: "Baru",
  dihubungi: "Dihubungi",
  selesai: "Selesai",
  batal: "Batal",
};

export const STATUS_OPTIONS = RESERVASI_STATUSES.map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));

const RECEIVED = jakartaFormatter("id-ID", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** When a request arrived, in Jakarta time: '24 Nov 2026, 09.15 WIB'. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${RECEIVED.format(date)} WIB`;
}
