// Placeholder: made in the public-site issue.
export function loader() {
  return new Response("", { status: 404 });
}
