import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MESSAGES } from "../../common/messages.ts";
import { fromKinds } from "../content/core/kind-list.ts";
import { DomainError } from "../domain-error.ts";
import { MAX_IMAGE_BYTES } from "../media/image-intake.ts";
import { declaresBody } from "./request-header.ts";

/** Every body that is not an image upload: texts, JSON, logins. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** An image form: the image itself plus room for its text fields. */
export const MAX_IMAGE_FORM_BYTES = MAX_IMAGE_BYTES + 512 * 1024;

/** A WordPress export uploaded in the back office (larger ones go through the command line). */
export const MAX_EXPORT_BYTES = 16 * 1024 * 1024;
const EXPORT_ROUTE = "/api/impor/wordpress";
export const EXPORT_TOO_LARGE =
  "Berkas ekspor lebih dari 16 MB; impor lewat baris perintah (npm run import:wordpress -- --file …).";

/**
 * The routes that take an image (multipart with a file): every kind of content's writes (from the
 * declarations), then the others. Only these accept a body over 1 MB; the limit follows the route,
 * never the declared content type. A new upload route belongs here.
 */
const imageRoutes = fromKinds((kinds): ReadonlyArray<{ method: string; path: RegExp }> => {
  const names = [...kinds.map((k) => k.jenis), "hero"].join("|");
  return [
    { method: "POST", path: new RegExp(`^/api/(?:${names})$`) },
    { method: "PUT", path: new RegExp(`^/api/(?:${names})/[^/]+$`) },
    { method: "POST", path: /^\/api\/dokumentasi\/[^/]+\/galeri$/ },
    { method: "POST", path: /^\/api\/settings\/update$/ },
  ];
});

export function takesImage(method: string, path: string): boolean {
  return imageRoutes().some((route) => route.method === method && route.path.test(path));
}

/** 413 for a body over its route's limit, counted as it arrives (a false Content-Length too). */
export function routeBodyLimit(): MiddlewareHandler {
  const imageForm = bodyLimit({
    maxSize: MAX_IMAGE_FORM_BYTES,
    onError: () => {
      throw new DomainError("too_large", MESSAGES.imageTooLarge);
    },
  });
  const small = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new DomainError("too_large", MESSAGES.bodyTooLarge);
    },
  });
  const exportFile = bodyLimit({
    maxSize: MAX_EXPORT_BYTES,
    onError: () => {
      throw new DomainError("too_large", EXPORT_TOO_LARGE);
    },
  });
  return (c, next) => {
    // Asking the Fetch request for its body would build one (most requests have none).
    if (!declaresBody(c)) return next();
    if (c.req.method === "POST" && c.req.path === EXPORT_ROUTE) return exportFile(c, next);
    return takesImage(c.req.method, c.req.path) ? imageForm(c, next) : small(c, next);
  };
}
