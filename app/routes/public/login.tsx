// Placeholder: the screen is built in its own issue.
export default function Login() {
  return (
    <main>
      <h1>Login</h1>
    </main>
  );
}
