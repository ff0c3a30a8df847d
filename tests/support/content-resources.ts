/** The two kinds of slugged content and their API paths, for suites that test both alike. */
export const CONTENT_RESOURCES = [
  {
    name: "informasi",
    base: "/api/informasi",
    detail: (slug: string) => `/api/informasi/slug/${slug}`,
  },
  {
    name: "dokumentasi",
    base: "/api/dokumentasi",
    detail: (slug: string) => `/api/dokumentasi/${slug}`,
  },
] as const;
