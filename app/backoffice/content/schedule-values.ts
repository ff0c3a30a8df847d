import type { Scheduled } from "@common/api-types.ts";
import type { EditorialStatus } from "./content-status.ts";

/** A content form's status and schedule. */
export type ScheduleValues = { status?: EditorialStatus; terbit_pada?: string };

/** The form's starting status and schedule: a new item is published, a stored one as it is. */
export function scheduleValues(item?: { status: EditorialStatus } & Scheduled): {
  status: EditorialStatus;
  terbit_pada: string;
} {
  return { status: item?.status ?? "terbit", terbit_pada: item?.terbit_pada ?? "" };
}

/** The status, and the moment only with a schedule (published and draft items have none). */
export function appendSchedule(form: FormData, { status, terbit_pada }: ScheduleValues): void {
  if (status) form.append("status", status);
  if (status === "terjadwal" && terbit_pada) form.append("terbit_pada", terbit_pada);
}
