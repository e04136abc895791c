import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { imageSize } from "image-size";
import type { Locale } from "#app/i18n/locales";
import { formatFileSize } from "#app/i18n/number-format";
import { fileType } from "./uploads";

// Two levels up from this module in app/content/ and from the server build's build/server/index.js alike.
const publicRoot = fileURLToPath(new URL("../../public/", import.meta.url));

const fileOf = (address: string, publicDir = publicRoot) => path.join(publicDir, address);

/** The uploads among `addresses` that are not in the `public/uploads/` of `publicDir` (this checkout's by default). */
export const missingUploads = (addresses: readonly string[], publicDir = publicRoot) => addresses.filter((address) => !existsSync(fileOf(address, publicDir)));

/** An uploaded image as a page shows it: its size in pixels keeps the page from shifting while it loads. */
export function uploadedImageView(src: string, alt: string) {
  const { width, height } = imageSize(readFileSync(fileOf(src)));
  return { src, alt, width, height };
}

/** An attached file as a page offers it: its label, its kind and its size in the reader's language. */
export function attachmentView({ label, file }: { label: string; file: string }, locale: Locale) {
  return { label, href: file, type: fileType(file), size: formatFileSize(statSync(fileOf(file)).size, locale) };
}
