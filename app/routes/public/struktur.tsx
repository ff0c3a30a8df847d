// Placeholder: the screen is built in its own issue.
export default function Struktur() {
  return (
    <main>
      <h1>Struktur</h1>
    </main>
  );
}
