import Bowser from "bowser";

const UNKNOWN = "Perangkat tidak dikenal";

const PLATFORM: Record<string, string> = { mobile: "ponsel", tablet: "tablet" };

/**
 * A person's words for the device behind a user agent: "Chrome 130 di Linux", "Safari 17 di iOS
 * (ponsel)". A missing or unreadable user agent is "Perangkat tidak dikenal".
 */
export function describeDevice(userAgent: string): string {
  if (userAgent.trim() === "") return UNKNOWN;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return UNKNOWN;
  }
  const browser = parsed.browser.name
    ? [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ")
    : "";
  const os = parsed.os.name ?? "";
  const platform = PLATFORM[parsed.platform.type ?? ""];
  if (!browser && !os) return UNKNOWN;
  const device = browser && os ? `${browser} di ${os}` : browser || os;
  return platform ? `${device} (${platform})` : device;
}
