import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".data", ".json", ".vtt", ".xml", ".txt", ".ics"]);
const MIN_BYTES = 1024;

/**
 * Writes a Brotli copy (quality 11, `file.br`) and a gzip copy (level 9, `file.gz`) beside every compressible file
 * of the client build, the prerendered pages included. The server sends the Brotli copy to browsers that accept br:
 * about 14 % fewer bytes than the gzip it makes on the fly, at no cost per request. nginx in front of it
 * (deploy/nginx.conf) sends either copy with brotli_static and gzip_static, and compresses nothing itself.
 */
export async function writePrecompressed(clientDir: string) {
  const files = (await readdir(clientDir, { recursive: true })).map((file) => path.join(clientDir, file));
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.has(path.extname(file)))
      .map(precompressFile),
  );
}

/** Writes a file's `.br` and `.gz` copies, when it is worth compressing. */
export async function precompressFile(file: string) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  await writeFile(`${file}.br`, await brotli(body, { params: brotliParams }));
  await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
}
