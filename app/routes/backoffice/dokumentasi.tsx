// Placeholder: the screen is built in its own issue.
export default function Dokumentasi() {
  return (
    <main>
      <h1>Dokumentasi</h1>
    </main>
  );
}
