/** What a rule refused, in the rules' own terms; the HTTP layer picks the status (http/errors.ts). */
export type Refusal =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "address_too_long"
  | "unsupported"
  | "too_many";

/** An expected failure of a rule: shown to the person as its Indonesian message. */
export class DomainError extends Error {
  readonly refusal: Refusal;
  /** Field → message, for a form to show beside each field. */
  readonly errors?: Record<string, string>;
  /** More fields of the answer beside `message` (a 409's current `versi`). */
  readonly answer?: Record<string, unknown>;

  constructor(
    refusal: Refusal,
    message: string,
    errors?: Record<string, string>,
    answer?: Record<string, unknown>,
  ) {
    super(message);
    this.refusal = refusal;
    this.errors = errors;
    this.answer = answer;
  }
}

export const notFound = (message: string) => new DomainError("not_found", message);
