import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { REOPEN_PARAM } from "~/lib/return-path.ts";

/**
 * Back from /login after an ended session (`?pulihkan=baru` or `?pulihkan=<id>`): the screen
 * opens the form the person was writing in, once `ready` (e.g. its list has loaded); the form
 * then takes its draft back.
 */
export function useReopenAfterLogin(open: (item: string) => boolean | undefined, ready = true) {
  const [params] = useSearchParams();
  const item = params.get(REOPEN_PARAM);
  const done = useRef(false);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (done.current || !item || !ready) return;
    // `false` means "not yet" (the item is not in the list yet): try again on the next change.
    if (latest.current(item) !== false) done.current = true;
  }, [item, ready]);
}
