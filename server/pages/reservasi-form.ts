import { MESSAGES } from "../../common/messages.ts";
import { HONEYPOT_FIELD, ReservasiInputSchema } from "../../common/schemas.ts";
import type { FormAnswer } from "../../common/site-context.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { ApiError, parseInput } from "../http/errors.ts";
import { sendReservasi } from "../reservasi/reservasi.service.ts";

const REFUSAL_STATUS = { invalid: 400, too_many: 429 } as const;

/**
 * The group visit form posted to /kunjungan without JavaScript: the same rules as
 * `POST /api/reservasi`, answered as what the page shows instead of JSON.
 */
export async function answerReservasiForm(
  db: Db,
  fields: Record<string, string>,
  address: string,
): Promise<FormAnswer> {
  try {
    const input = parseInput(ReservasiInputSchema, fields);
    const honeypot = fields[HONEYPOT_FIELD] ?? "";
    await sendReservasi(db, { input, honeypot, address });
    return { ok: true, status: 201, message: MESSAGES.reservasiSent };
  } catch (err) {
    if (err instanceof ApiError) {
      return {
        ok: false,
        status: err.status,
        message: MESSAGES.reservasiFormInvalid,
        errors: err.errors,
      };
    }
    if (err instanceof DomainError && (err.refusal === "invalid" || err.refusal === "too_many")) {
      const message = err.errors ? MESSAGES.reservasiFormInvalid : err.message;
      return { ok: false, status: REFUSAL_STATUS[err.refusal], message, errors: err.errors };
    }
    throw err;
  }
}
