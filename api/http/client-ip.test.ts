import { describe, expect, it } from "vitest";
import { networkOf } from "./client-ip";

describe("a visitor's network", () => {
  it.each([
    ["192.0.2.7", "192.0.2.7"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["::ffff:c000:207", "192.0.2.7"],
    ["2001:db8:5:7::192.0.2.7", "2001:db8:5:7::/64"],
    ["2001:db8:5:7::1", "2001:db8:5:7::/64"],
    ["2001:0db8:0005:0007:abcd:1:2:3", "2001:db8:5:7::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("of %s is %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
