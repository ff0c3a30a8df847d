import { Outlet } from "react-router";

// Placeholder: sidebar, header and guard come with the back-office issue.
export default function Layout() {
  return <Outlet />;
}
