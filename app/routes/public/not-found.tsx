import { data } from "react-router";

/**
 * Any unknown path: a 404 shown by the public layout's error boundary (SPEC's not-found screen),
 * in English under /en.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
