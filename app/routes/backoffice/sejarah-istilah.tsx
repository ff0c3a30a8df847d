// Placeholder: the screen is built in its own issue.
export default function SejarahIstilah() {
  return (
    <main>
      <h1>SejarahIstilah</h1>
    </main>
  );
}
