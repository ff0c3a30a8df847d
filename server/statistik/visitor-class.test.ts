import { describe, expect, it } from "vitest";
import { classifyUserAgent, VisitorClasses } from "./visitor-class.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe("who a user agent says is asking", () => {
  it.each([
    [IPHONE, "ponsel"],
    [ANDROID_PHONE, "ponsel"],
    [IPAD, "tablet"],
    [WINDOWS, "desktop"],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "bot"],
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "bot"],
    ["curl/8.5.0", "bot"],
    ["", "bot"],
    [undefined, "bot"],
  ])("%s is %s", (ua, expected) => {
    expect(classifyUserAgent(ua)).toBe(expected);
  });

  it("remembers what it found, and starts over rather than grow past its bound", () => {
    const classes = new VisitorClasses(2);
    expect(classes.of(IPHONE)).toBe("ponsel");
    expect(classes.of(IPHONE)).toBe("ponsel");
    for (let i = 0; i < 10; i++) expect(classes.of(`${WINDOWS} x${i}`)).toBe("desktop");
    expect(classes.of(IPAD)).toBe("tablet");
  });

  it("answers each agent by its own class when agents take turns", () => {
    const classes = new VisitorClasses();
    const turns = [IPHONE, "", IPHONE, WINDOWS, WINDOWS, undefined, IPAD, IPHONE];
    expect(turns.map((ua) => classes.of(ua))).toEqual([
      "ponsel",
      "bot",
      "ponsel",
      "desktop",
      "desktop",
      "bot",
      "tablet",
      "ponsel",
    ]);
  });
});
