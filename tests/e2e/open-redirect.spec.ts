import http from "node:http";
import { expect, test } from "@playwright/test";

/** Paths as an attacker writes them: doubled slashes, backslashes, their percent-encoded forms, and mixes. */
const hostilePaths = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "////evil.example//",
  "/\\evil.example/",
  "/\\evil.example",
  "\\\\evil.example/",
  "/\\/evil.example/",
  "/%5Cevil.example/",
  "/%5cevil.example",
  "/%2F%2Fevil.example/",
  "/%2fevil.example/",
  "/%2F/evil.example/",
  "/%5C%5Cevil.example/",
  "/\\%2F%5c/evil.example/",
  "/.//evil.example/",
  "/..//evil.example/",
  "//evil.example/%2e%2e",
  "//evil.example/..//",
  "//evil.example/view/technology/dolphin5_bk",
  "//evil.example/en/view/technology/dolphin5_bk/",
  "/%2F%2Fevil.example/view/technology/dolphin5_bk",
  "/en//evil.example/",
  "/en/\\evil.example/",
  "//evil.example/?next=//evil.example",
  "/view/technology/dolphin5_bk//",
  "/view/technology/dolphin5_bk?to=//evil.example",
  "http://evil.example//view/about/about/",
  "//evil.example/assets",
  "//evil.example/builds/",
];

/** Sends the path exactly as written (a browser or fetch would normalise it first) and returns status and Location. */
function rawGet(origin: URL, path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request({ host: origin.hostname, port: origin.port, path, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

test("no path, however written, redirects off the site's origin", async ({ baseURL }) => {
  const origin = new URL(baseURL!);
  for (const path of hostilePaths) {
    const { status, location } = await rawGet(origin, path);
    expect([301, 400, 404], `status of ${path}`).toContain(status);
    if (location === undefined) continue;
    // Resolved as a browser resolves it, on the site's http and https origins alike.
    for (const base of [origin.origin, origin.origin.replace(/^http:/, "https:")]) {
      expect(new URL(location, base).origin, `Location ${location} of ${path}`).toBe(base);
    }
  }
});

test("a path with doubled or back slashes lands on its canonical page", async ({ page }) => {
  const response = await page.goto("/en//view\\about%2Fabout/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/view\/about\/about$/);
});
