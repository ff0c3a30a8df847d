import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { uploadLimitsOf } from "../../common/content/kind.ts";
import { MESSAGES, tooLargeImage } from "../../common/messages.ts";
import { fromKinds } from "../content/core/kind-list.ts";
import { DomainError } from "../domain-error.ts";
import { MAX_IMAGE_BYTES } from "../media/image-intake.ts";
import { declaresBody } from "./request-header.ts";

/** Every body that is not an image upload: texts, JSON, logins. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Room for an image form's text fields beside the image itself. */
const FORM_ROOM = 512 * 1024;

type ImageRoute = { method: string; path: RegExp; maxBytes: number };

/** A WordPress export uploaded in the back office (larger ones go through the command line). */
export const MAX_EXPORT_BYTES = 16 * 1024 * 1024;
const EXPORT_ROUTE = "/api/impor/wordpress";
export const EXPORT_TOO_LARGE =
  "Berkas ekspor lebih dari 16 MB; impor lewat baris perintah (npm run import:wordpress -- --file …).";

/**
 * The routes that take an image (multipart with a file): every kind of content's writes and its
 * gallery's (from the declarations, each with its kind's picture limit), then the others. Only
 * these accept a body over 1 MB; the limit follows the route, never the declared content type. A
 * new upload route belongs here.
 */
const imageRoutes = fromKinds(
  (kinds): ReadonlyArray<ImageRoute> => [
    ...kinds.flatMap((kind) => {
      const maxBytes = uploadLimitsOf(kind).maxBytes;
      const base = `^/api/${kind.jenis}`;
      return [
        { method: "POST", path: new RegExp(`${base}$`), maxBytes },
        { method: "PUT", path: new RegExp(`${base}/[^/]+$`), maxBytes },
        ...(kind.gallery
          ? [{ method: "POST", path: new RegExp(`${base}/[^/]+/galeri$`), maxBytes }]
          : []),
      ];
    }),
    { method: "POST", path: /^\/api\/hero$/, maxBytes: MAX_IMAGE_BYTES },
    { method: "PUT", path: /^\/api\/hero\/[^/]+$/, maxBytes: MAX_IMAGE_BYTES },
    { method: "POST", path: /^\/api\/settings\/update$/, maxBytes: MAX_IMAGE_BYTES },
  ],
);

function imageRouteOf(method: string, path: string): ImageRoute | undefined {
  return imageRoutes().find((route) => route.method === method && route.path.test(path));
}

export function takesImage(method: string, path: string): boolean {
  return imageRouteOf(method, path) !== undefined;
}

/** The body limit of an image form whose picture may be `maxBytes`. */
function imageFormLimit(maxBytes: number): MiddlewareHandler {
  const message = maxBytes === MAX_IMAGE_BYTES ? MESSAGES.imageTooLarge : tooLargeImage(maxBytes);
  return bodyLimit({
    maxSize: maxBytes + FORM_ROOM,
    onError: () => {
      throw new DomainError("too_large", message);
    },
  });
}

/** 413 for a body over its route's limit, counted as it arrives (a false Content-Length too). */
export function routeBodyLimit(): MiddlewareHandler {
  const imageForms = new Map<number, MiddlewareHandler>();
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
    const route = imageRouteOf(c.req.method, c.req.path);
    if (!route) return small(c, next);
    let limit = imageForms.get(route.maxBytes);
    if (!limit) {
      limit = imageFormLimit(route.maxBytes);
      imageForms.set(route.maxBytes, limit);
    }
    return limit(c, next);
  };
}
