import { MESSAGES } from "../../common/messages.ts";
import type { FormAnswer } from "../../common/site-context.ts";
import { DomainError } from "../domain-error.ts";
import { ApiError, refusalStatus } from "../http/errors.ts";
import { type ReservasiDeps, receiveReservasi } from "../reservasi/reservasi.service.ts";

/**
 * The group visit form posted to /kunjungan without JavaScript: the same door as
 * `POST /api/reservasi`, answered as what the page shows instead of JSON.
 */
export async function answerReservasiForm(
  deps: ReservasiDeps,
  fields: Record<string, string>,
  address: string,
): Promise<FormAnswer> {
  try {
    await receiveReservasi(deps, fields, address);
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
      return { ok: false, status: refusalStatus(err.refusal), message, errors: err.errors };
    }
    throw err;
  }
}
