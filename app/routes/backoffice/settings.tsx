// Placeholder: the screen is built in its own issue.
export default function Settings() {
  return (
    <main>
      <h1>Settings</h1>
    </main>
  );
}
