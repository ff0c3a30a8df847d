import type { Page } from "@playwright/test";

/**
 * What was on the screen when a test failed, in a few lines: the dialogs and popups open, where the
 * focus was, what is hidden from assistive technology, and the accessibility tree of the top
 * dialog (or the page). A run on another machine leaves no trace file; this lands in its output.
 */
export async function screenState(page: Page): Promise<{ facts: string; tree: string }> {
  const facts = await page.evaluate(() => {
    const name = (el: Element | null): string => {
      if (!el) return "none";
      const label = el.getAttribute("aria-label");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${label ? ` aria-label="${label}"` : ""}> "${text}"`;
    };
    const dialogs = [...document.querySelectorAll("dialog")].map((dialog) => {
      const state = dialog.open ? (dialog.matches(":modal") ? "modal" : "open") : "closed";
      const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
      return `${state} "${title?.textContent ?? ""}"`;
    });
    const popups = [...document.querySelectorAll(".swal2-container")].map(
      (popup) =>
        `[${popup.className}] in <${popup.parentElement?.tagName.toLowerCase()}>: ${name(popup)}`,
    );
    return [
      `address: ${location.pathname}${location.search}`,
      `focus: ${name(document.activeElement)}`,
      `body class: "${document.body.className}"`,
      `aria-hidden at the top: ${
        [...document.body.children]
          .filter((el) => el.hasAttribute("aria-hidden"))
          .map(name)
          .join(", ") || "none"
      }`,
      `dialogs: ${dialogs.join("; ") || "none"}`,
      `popups: ${popups.join("; ") || "none"}`,
    ].join("\n");
  });
  const top = page.locator("dialog[open]").last();
  const scope = (await top.count()) > 0 ? top : page.locator("body");
  const tree = await scope.ariaSnapshot({ timeout: 5_000 }).catch(() => "(not readable)");
  return { facts, tree };
}
