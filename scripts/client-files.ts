import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { captionFiles } from "./captions";
import type { ClientFile } from "./client-file";
import { drawingFiles } from "./drawings";


/**
 * The files made from content at build time that are not routes (the browser's route manifest does not carry them):
 * the videos' captions and the drawings. The content editor's preview serves the same list.
 */
export const clientFiles = (): ClientFile[] => [...captionFiles(), ...drawingFiles()];

/** Writes them into the client build. */
export async function writeClientFiles(clientDir: string) {
  for (const { address, body } of clientFiles()) {
    const file = path.join(clientDir, address);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
}
