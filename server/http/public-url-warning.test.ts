import { describe, expect, it } from "vitest";
import { publicUrlWarning } from "./public-url-warning.ts";

describe("publicUrlWarning", () => {
  it.each(["0.0.0.0", "::", "192.168.1.10", "keraton.example", "[::]"])(
    "warns, naming PUBLIC_URL, when it is unset and the server listens on %s",
    (HOST) => {
      expect(publicUrlWarning({ HOST })).toMatch(/PUBLIC_URL/);
      expect(publicUrlWarning({ HOST })).toContain(HOST);
    },
  );

  it.each(["127.0.0.1", "127.0.1.1", "localhost", "::1", "[::1]"])(
    "stays quiet on loopback (%s)",
    (HOST) => {
      expect(publicUrlWarning({ HOST })).toBeUndefined();
    },
  );

  it("stays quiet when PUBLIC_URL is set", () => {
    expect(publicUrlWarning({ HOST: "0.0.0.0", PUBLIC_URL: "https://keraton.example" })).toBe(
      undefined,
    );
  });
});
