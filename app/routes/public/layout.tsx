import { Outlet } from "react-router";

// Placeholder: navigation bar and footer come with the public-site issue.
export default function PublicLayout() {
  return <Outlet />;
}
