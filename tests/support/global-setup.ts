import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared PostgreSQL cluster; each test file makes its own database in it. */
    postgresUrl: string;
    /** A freshly initialised PGlite data directory to copy: initdb in WebAssembly takes seconds. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const [cluster, template] = await Promise.all([startPostgres(), pgliteTemplate()]);
  project.provide("postgresUrl", cluster.databaseUrl);
  project.provide("pgliteTemplate", template);
  return () => cluster.stop();
}

/** Kept between runs in node_modules/.cache, one per PGlite version (the data format follows the version). */
async function pgliteTemplate() {
  const { version } = JSON.parse(await readFile("node_modules/@electric-sql/pglite/package.json", "utf8")) as { version: string };
  const template = path.resolve(`node_modules/.cache/inquiry-tests/pglite-${version}`);
  if (existsSync(template)) return template;
  const building = `${template}.${process.pid}`;
  await mkdir(path.dirname(template), { recursive: true });
  await rm(building, { recursive: true, force: true });
  const pglite = await PGlite.create(building);
  await pglite.close();
  await rename(building, template).catch(async (error: unknown) => {
    // Another run finished its template first: use that one.
    await rm(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  });
  return template;
}
