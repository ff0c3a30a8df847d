import type { ContentKind } from "../../../common/content/kind.ts";
import { CONTENT_KINDS } from "../../../common/content/kinds.ts";
import type { KindHooks } from "./content.service.ts";

const extra: { kind: ContentKind; hooks: KindHooks }[] = [];

/**
 * A kind declared outside the shipped ones joins the site (the core's test fixture, which proves
 * that a declaration and a migration are all a kind needs). Call it before the app is made.
 */
export function registerKind(kind: ContentKind, hooks: KindHooks = {}): void {
  extra.push({ kind, hooks });
}

export const extraKinds = (): ReadonlyArray<{ kind: ContentKind; hooks: KindHooks }> => extra;

/** Every kind the site has: the shipped ones, then any a test fixture declared. */
export function allKinds(): ContentKind[] {
  return [...CONTENT_KINDS, ...extra.map((e) => e.kind)];
}
