import { clearSession, readSession, signedOutHere } from "./session.ts";

/** A failed API call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  /** A 401 that refused what was typed (see `fieldRefusals`), not an ended session. */
  refusal = false;
  /** A 403 of `Wajib_2FA`: the browser is on its way to Akun Saya to enrol. */
  mustEnrol = false;
  /** A password login refused under `Wajib_2FA`: this admin signs in with their passkey. */
  usePasskey = false;
  /** A 409 of a stale write: the version stored now (CONTRACT "A desk a team can trust"). */
  versi?: number;
  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.errors = errors;
  }
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Called with a fraction 0…1 while a form with a file uploads (uses XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * `false` for the login call: no bearer token is sent and a 401 is an ordinary answer
   * (wrong credentials), not an ended session.
   */
  auth?: boolean;
  /**
   * A 401 whose answer names the fields at fault (a wrong old password) refuses what was typed:
   * the session goes on and the form shows the reason.
   */
  fieldRefusals?: boolean;
  /**
   * The version the form was opened with, sent along (a field of the JSON body or of the
   * multipart form): a colleague's save in between answers 409 instead of being overwritten.
   */
  versi?: number;
};

type RawResponse = { status: number; body: unknown; total?: number };

/**
 * 401: the token is no longer accepted. 403: the token is valid but its role may not do this; the
 * screens only call what the stored role allows, so the stored role is stale (e.g. a demoted admin).
 */
const SESSION_ENDING = [401, 403];

let onUnauthorized: () => void = () => window.location.assign("/login");

/** Where an admin goes whom `Wajib_2FA` keeps to enrolling a second step. */
export const ENROL_PATH = "/admin/akun";

function isFlagged(body: unknown, field: string): boolean {
  return (
    typeof body === "object" && body !== null && field in body && body[field as never] === true
  );
}

function isEnrolRequired(status: number, body: unknown): boolean {
  return status === 403 && isFlagged(body, "perlu_daftar_2fa");
}

/** Lets the back-office shell go to /login with the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  const res = await fetch(url, init);
  const total = Number.parseInt(res.headers.get("x-total-count") ?? "", 10);
  const body = parseBody(await res.text());
  return Number.isNaN(total) ? { status: res.status, body } : { status: res.status, body, total };
}

function sendWithXhr(
  url: string,
  method: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    onProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () => reject(new TypeError("Network request aborted"));
    xhr.send(form);
  });
}

const holdsFile = (form: FormData) => [...form.values()].some((value) => value instanceof File);

function messageOf(body: unknown): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return "";
}

/** The `versi` an answer names (a 409's body, a saved item or its `data`), when it names one. */
export function versiOf(body: unknown): number | undefined {
  if (!body || typeof body !== "object") return undefined;
  if ("versi" in body && Number.isInteger(body.versi)) return body.versi as number;
  if ("data" in body) return versiOf(body.data);
  return undefined;
}

/**
 * The one way the back office talks to the API: adds the bearer token, sends JSON or multipart,
 * answers the parsed JSON, and throws `ApiRequestError` on any failure. A 401 or 403 on an
 * authenticated call ends the session: the stored keys are removed and the browser goes to /login.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestRaw<T>(path, options)).body;
}

/** A page of a list: the items and the total the server counted (`X-Total-Count`). */
export async function apiRequestPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { body, total } = await apiRequestRaw<T[]>(path);
  return { items: body, total: total ?? body.length };
}

async function apiRequestRaw<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ body: T; total?: number }> {
  const { method = "GET", json, form, onUploadProgress, auth = true } = options;
  const headers: Record<string, string> = { accept: "application/json" };
  const token = auth ? readSession().token : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  const { versi } = options;
  if (json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(versi === undefined ? json : { ...(json as object), versi });
  } else if (form) {
    if (versi !== undefined) form.set("versi", String(versi));
    body = form;
  }

  let raw: RawResponse;
  try {
    raw =
      form && onUploadProgress && holdsFile(form)
        ? await sendWithXhr(path, method, headers, form, onUploadProgress)
        : await sendWithFetch(path, { method, headers, body });
  } catch {
    throw new ApiRequestError(0, "");
  }

  const errors =
    raw.body && typeof raw.body === "object" && "errors" in raw.body
      ? (raw.body.errors as Record<string, string>)
      : undefined;
  const refusal = options.fieldRefusals === true && errors !== undefined;
  // Wajib_2FA: the session goes on, but only Akun Saya until a second step is enrolled.
  const mustEnrol = auth && isEnrolRequired(raw.status, raw.body);
  const ended = auth && SESSION_ENDING.includes(raw.status) && !refusal && !mustEnrol;
  // A request sent before signing out (a presence ping, a list) may come back refused after it,
  // and the screen being left may still send one without a token: only a refusal of the session
  // still held (or of none, when another tab signed out) ends it and leads to the login page.
  if (ended && readSession().token === token && !(token === null && signedOutHere())) {
    clearSession();
    onUnauthorized();
  }
  if (mustEnrol && window.location.pathname !== ENROL_PATH) window.location.assign(ENROL_PATH);
  if (raw.status < 200 || raw.status >= 300) {
    const error = new ApiRequestError(raw.status, messageOf(raw.body), errors);
    if (refusal) error.refusal = true;
    if (mustEnrol) error.mustEnrol = true;
    if (isFlagged(raw.body, "perlu_passkey")) error.usePasskey = true;
    if (raw.status === 409) error.versi = versiOf(raw.body);
    throw error;
  }
  if (raw.body === undefined) throw new ApiRequestError(raw.status, "");
  return { body: raw.body as T, total: raw.total };
}

/** True for the 401 or 403 that already ended the session (nothing more to show). */
export function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    SESSION_ENDING.includes(error.status) &&
    !error.refusal &&
    !error.mustEnrol
  );
}
