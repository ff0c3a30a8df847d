// Placeholder: the screen is built in its own issue.
export default function Informasi() {
  return (
    <main>
      <h1>Informasi</h1>
    </main>
  );
}
