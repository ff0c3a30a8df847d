import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";

describe("pageMeta", () => {
  it("describes an error page that has no layout data (the database away) without throwing", () => {
    const meta = pageMeta(undefined, { title: "Informasi", path: "/informasi" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/informasi" });
    expect(meta).toContainEqual({ property: "og:image", content: "/images/og-default.jpg" });
  });
});
