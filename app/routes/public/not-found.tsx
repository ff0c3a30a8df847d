import { data } from "react-router";

/** Any unknown path: a 404 answered by the root error boundary (SPEC's not-found screen). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
