import { describe, expect, it } from "vitest";
import { parseCpuList, pinnedCommand, planPinning } from "./pinning.ts";

describe("parseCpuList", () => {
  it("reads ranges and single cores as /proc prints them", () => {
    expect(parseCpuList("0-1")).toEqual([0, 1]);
    expect(parseCpuList("0,2-4,7\n")).toEqual([0, 2, 3, 4, 7]);
  });

  it("refuses what is not a CPU list", () => {
    expect(() => parseCpuList("3-1")).toThrow(/not a CPU list/);
    expect(() => parseCpuList("a")).toThrow(/not a CPU list/);
  });
});

describe("planPinning", () => {
  it("on 2 cores puts the generator on core 1 and the server on core 0", () => {
    expect(planPinning([0, 1])).toEqual({ generator: [1], server: [0] });
  });

  it("with more cores gives the generator the last one and the server the rest", () => {
    expect(planPinning([0, 1, 2, 3])).toEqual({ generator: [3], server: [0, 1, 2] });
  });

  it("pins nothing on one core", () => {
    expect(planPinning([0])).toBeNull();
    expect(planPinning([])).toBeNull();
  });
});

describe("pinnedCommand", () => {
  it("runs the command through taskset on the given cores, or as it is without them", () => {
    expect(pinnedCommand([0, 2], "/usr/sbin/nginx", ["-p", "/tmp/x"])).toEqual([
      "/usr/bin/taskset",
      "-c",
      "0,2",
      "/usr/sbin/nginx",
      "-p",
      "/tmp/x",
    ]);
    expect(pinnedCommand(undefined, "/usr/bin/wrk", ["-t1"])).toEqual(["/usr/bin/wrk", "-t1"]);
  });
});
