import { describe, expect, it } from "vitest";
import { describeDevice } from "./perangkat.ts";

describe("the device of a session, from its user agent", () => {
  it("names the browser with its major version and the system", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome 130 di Linux");
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      ),
    ).toBe("Firefox 133 di Windows");
  });

  it("says when it is a phone", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 di iOS (ponsel)");
  });

  it("is honest about what it cannot read", () => {
    expect(describeDevice("")).toBe("Perangkat tidak dikenal");
    expect(describeDevice("   ")).toBe("Perangkat tidak dikenal");
    expect(describeDevice("xyz")).toBe("Perangkat tidak dikenal");
  });
});
