import { describe, expect, it } from "vitest";
import { countingAddress } from "./counting-address.ts";

describe("the address a client is counted by", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(countingAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(countingAddress("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(countingAddress("2001:0db8:0001:0002:0:0:0:ffff")).toBe("2001:db8:1:2::/64");
    expect(countingAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(countingAddress("::1")).toBe("0:0:0:0::/64");
    expect(countingAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    // Another /64 is another client.
    expect(countingAddress("2001:db8:1:3::1")).not.toBe(countingAddress("2001:db8:1:2::1"));
  });

  it("counts an IPv4 client by its address, also when written IPv4-mapped", () => {
    expect(countingAddress("203.0.113.5")).toBe("203.0.113.5");
    expect(countingAddress("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(countingAddress("unknown")).toBe("unknown");
  });
});
