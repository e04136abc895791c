import { readFileSync } from "node:fs";
import path from "node:path";
import { boardProblems, readBoards } from "./board-files";
import { contentFileSchemas, parsedContentFile, type ContentFile } from "./content-files";
import { ContentProblemsError, schemaProblems, type ContentProblem } from "./content-problems";
import { irCrossFileProblems, type IrFiles } from "./ir-cross-file";

type ReadFile = { file: ContentFile; data: unknown; problems: ContentProblem[] };

/** A content file's data and its problems: it cannot be read as JSON, or breaks its schema. */
function readContentFile(checkoutRoot: string, file: ContentFile): ReadFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(checkoutRoot, file), "utf8"));
  } catch (error) {
    return { file, data: undefined, problems: [{ file, field: "the whole file", value: "its text", rule: `cannot be read as JSON: ${(error as Error).message}` }] };
  }
  return { file, data, problems: schemaProblems(file, contentFileSchemas[file], data) };
}

/** The investor-relations files as their schemas give them, when all of them hold. */
function irFiles(read: Map<ContentFile, ReadFile>): IrFiles | undefined {
  const parsed = <F extends ContentFile>(file: F) => (read.get(file)!.problems.length === 0 ? parsedContentFile(file, read.get(file)!.data) : undefined);
  const files = {
    financials: parsed("content/ir/financials.json"),
    shareholders: parsed("content/ir/shareholders.json"),
    board: parsed("content/ir/board.json"),
    events: parsed("content/ir/events.json")?.events,
    leadership: parsed("content/leadership.json"),
  };
  return Object.values(files).every((file) => file !== undefined) ? (files as IrFiles) : undefined;
}

/**
 * Every mistake in the content of the checkout at `checkoutRoot`: each JSON file against its schema, each board item's
 * files, and the checks across files (the investor-relations figures and names, the IR events' revisions, the long
 * texts' translations and the sustainability files, the facts prose repeats). The build runs it before it renders any
 * page; the server's modules run the same checks as they load.
 */
export async function contentProblems(checkoutRoot: string): Promise<ContentProblem[]> {
  const read = new Map((Object.keys(contentFileSchemas) as ContentFile[]).map((file) => [file, readContentFile(checkoutRoot, file)]));
  const ir = irFiles(read);
  const problems = [...[...read.values()].flatMap((file) => file.problems), ...boardProblems(readBoards(path.join(checkoutRoot, "content"))), ...(ir ? irCrossFileProblems(ir) : [])];
  if (problems.length > 0) return problems;
  // The long texts and the facts prose repeats are read by the site's modules (through import.meta.glob), which refuse
  // content that breaks the checks above as they load: imported only once those hold.
  const longTexts = await Promise.all([import("./sustainability.server"), import("./accessibility.server"), import("./privacy.server")].map(problemsOnLoad));
  const { contentContradictions } = await import("./load.server");
  return [...longTexts.flat(), ...contentContradictions()];
}

/** The problems a module of the site refuses the content with as it loads; none when it loads. */
async function problemsOnLoad(loading: Promise<unknown>): Promise<readonly ContentProblem[]> {
  try {
    await loading;
    return [];
  } catch (error) {
    if (error instanceof ContentProblemsError) return error.problems;
    throw error;
  }
}
