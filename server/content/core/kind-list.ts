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

/** A value made from the kinds, made again only when a kind joins (a fixture registering one). */
export function fromKinds<T>(make: (kinds: ContentKind[]) => T): () => T {
  let madeFor = -1;
  let value: T;
  return () => {
    if (madeFor !== extra.length) {
      value = make(allKinds());
      madeFor = extra.length;
    }
    return value;
  };
}
