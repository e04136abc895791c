import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so its menus and toggles respond. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return response;
}
