import type { IncomingMessage } from "node:http";

/** Counts the views of one address answered from memory: called once per answer. */
export type AddressCounter = { served: (request: IncomingMessage, status: number) => void };
