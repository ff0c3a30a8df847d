import type { ContentKind } from "../../../common/content/kind.ts";
import { CONTENT_KINDS } from "../../../common/content/kinds.ts";

/** Every kind the site has (common/content/kinds.ts), as the server's modules read them. */
export function allKinds(): ContentKind[] {
  return [...CONTENT_KINDS];
}

/** A value made from the kinds, on first use. */
export function fromKinds<T>(make: (kinds: ContentKind[]) => T): () => T {
  let value: { made: T } | undefined;
  return () => {
    value ??= { made: make(allKinds()) };
    return value.made;
  };
}
