import { describe, expect, it } from "vitest";
import { hostWithoutPort, referrerHost } from "./referrer-host.ts";

describe("the referring site of a visit", () => {
  it.each([
    ["https://www.Google.com/search?q=keraton", "www.google.com"],
    ["http://m.facebook.com:8080/story.php?id=1#x", "m.facebook.com"],
    ["https://user:sandi@contoh.example/jalan", "contoh.example"],
    ["https://situs.example./", "situs.example"],
    ["android-app://com.google.android.gm/", "com.google.android.gm"],
    ["http://[2001:db8::1]:3000/a", "[2001:db8::1]"],
  ])("%s is the host %s, nothing more", (referer, host) => {
    expect(referrerHost(referer)).toBe(host);
  });

  it.each([undefined, "", "bukan alamat", "/relatif/saja", "https:///tanpa-host"])(
    "%s names no host",
    (referer) => {
      expect(referrerHost(referer)).toBeUndefined();
    },
  );

  it("reads a Host header without its port", () => {
    expect(hostWithoutPort("Keraton.Example:3000")).toBe("keraton.example");
    expect(hostWithoutPort("[::1]:3000")).toBe("[::1]");
    expect(hostWithoutPort(undefined)).toBeUndefined();
  });
});
