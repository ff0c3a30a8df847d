import { PassThrough } from "node:stream";
import { siteContext } from "@common/site-context.ts";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * A loader's or render's error goes to the server's log as one JSON line (React Router's default
 * writes a multi-line stack on standard error). A request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(siteContext).reportError(error);
};

/**
 * Renders the whole document before sending (onAllReady): public pages have their data from
 * loaders, and complete HTML is what phones without JavaScript and search engines need.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.get(siteContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          loadContext.get(siteContext).reportError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
