import type { IncomingMessage } from "node:http";

/**
 * A public page was answered from memory by the fast path (http/fast-path.ts), with `status`
 * (200, or 304 for a copy the browser had). Page-view statistics are counted here; it runs on
 * every such answer, before any routing, so whatever it does must stay cheap.
 */
export function pageServed(_path: string, _request: IncomingMessage, _status: number): void {
  // Nothing is counted yet.
}
