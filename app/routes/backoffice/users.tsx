// Placeholder: the screen is built in its own issue.
export default function Users() {
  return (
    <main>
      <h1>Users</h1>
    </main>
  );
}
