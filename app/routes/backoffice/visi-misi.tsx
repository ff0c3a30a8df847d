// Placeholder: the screen is built in its own issue.
export default function VisiMisi() {
  return (
    <main>
      <h1>VisiMisi</h1>
    </main>
  );
}
