import { readFileSync } from "node:fs";

/** The Node version the project pins in `.node-version`, which the `node-*` optional dependencies install. */
export const pinnedNodeVersion = readFileSync(new URL("../../.node-version", import.meta.url), "utf8").trim();

export const majorOf = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

export const pinnedNodeMajor = majorOf(pinnedNodeVersion);
