import { locales, type Locale } from "#app/i18n/locales";
import {
  anniversaryPatterns,
  countryCountPatterns,
  environmentGoalCues,
  foundingCue,
  generalMeetingPatterns,
  milestoneCues,
  processCue,
  type Cue,
} from "./fact-cues";
import { itemFileName } from "./board-directories";
import type { ContentProblem } from "./content-problems";
import type { environmentSchema, historySchema, officesSchema, productsSchema } from "./schemas";

/** A piece of prose in one language: a JSON string or a Markdown paragraph, where it is, with the year it is dated in, if any. */
export type Passage = { file: string; field?: string; locale: Locale; text: string; year?: number; subject?: string };

/** The sources of the facts that prose repeats, each parsed by its own schema. */
export type FactSources = {
  environment: ReturnType<typeof environmentSchema.parse>;
  history: ReturnType<typeof historySchema.parse>;
  offices: ReturnType<typeof officesSchema.parse>;
  products: ReturnType<typeof productsSchema.parse>;
};

const isLocalized = (value: object): value is Record<Locale, unknown> =>
  Object.keys(value).length === locales.length && locales.every((locale) => locale in value);

/** Every localized string of a content file, with the year of the item it belongs to. */
export function jsonPassages(file: string, value: unknown, path = "", year?: number, subject?: string): Passage[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonPassages(file, item, `${path}[${index}]`, year, subject));
  if (value === null || typeof value !== "object") return [];
  if (isLocalized(value)) {
    return locales.flatMap((locale) =>
      [value[locale]].flat().flatMap((text, index) =>
        typeof text === "string" ? [{ file, field: `${path}.${locale}${Array.isArray(value[locale]) ? `[${index}]` : ""}`, locale, text, year, subject }] : [],
      ),
    );
  }
  const record = value as Record<string, unknown>;
  const dated = typeof record.date === "string" ? Number(record.date.slice(0, 4)) : typeof record.year === "number" ? record.year : year;
  const named = typeof record.name === "string" ? record.name : subject;
  return Object.entries(record).flatMap(([key, item]) => jsonPassages(file, item, path ? `${path}.${key}` : key, dated, named));
}

/** A Markdown text's paragraphs, without their Markdown marks. */
export const paragraphs = (source: string) =>
  source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/^#+\s*|[*_`]/gm, "").trim())
    .filter(Boolean);

/**
 * A board item's fields and Markdown bodies, dated in the item's year, each in its language's file of `folder`
 * (`content/<board>/<id>`). The content editor checks an item it is to save with them.
 */
export function itemPassages(folder: string, item: { date: string }, bodies: Record<Locale, string>): Passage[] {
  const year = Number(item.date.slice(0, 4));
  const fileOf = (locale: Locale) => `${folder}/${itemFileName(locale)}`;
  return [
    ...jsonPassages(folder, item).map((passage) => ({ ...passage, file: fileOf(passage.locale), field: passage.field?.replace(`.${passage.locale}`, "") })),
    ...locales.flatMap((locale) => paragraphs(bodies[locale]).map((text) => ({ file: fileOf(locale), locale, text, year }))),
  ];
}

/**
 * A passage's clauses: split at sentence and clause punctuation in every script (a full stop or comma only when
 * a space or the end follows, so "9.5" and "1,150" stay whole), then NFKC-normalised ("２０３０", "％").
 */
export function clauses(text: string): string[] {
  const parts = text
    .split(/[。！？；，、：;!?\n]|[.,:](?=\s|$)|\s[–—]\s/)
    .map((clause) => clause.normalize("NFKC").trim())
    .filter(Boolean);
  // "到2030年，…", "By 2030, …": a time phrase set off by a comma belongs to the clause it introduces.
  return parts.reduce<string[]>((merged, part) => {
    const previous = merged.at(-1);
    if (previous !== undefined && TIME_PHRASE.test(previous)) merged[merged.length - 1] = `${previous} ${part}`;
    else merged.push(part);
    return merged;
  }, []);
}
const TIME_PHRASE = /^\D{0,6}(?:19|20)\d{2}\D{0,4}$/;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const pad = (value: string | number) => String(value).padStart(2, "0");

/** The years a clause states: "2030", "2030년", "2030年". */
export const yearsIn = (clause: string) => [...clause.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((match) => Number(match[0]));

/** The percentages a clause states. */
export const percentsIn = (clause: string) => [...clause.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1]));

/** The full dates a clause states, as ISO dates: "1999년 10월 29일", "1999年10月29日", "29 October 1999", "October 29, 1999". */
export function datesIn(clause: string): string[] {
  const eastAsian = [...clause.matchAll(/(\d{4})\s*[년年]\s*(\d{1,2})\s*[월月]\s*(\d{1,2})\s*[일日]/g)].map(([, y, m, d]) => `${y}-${pad(m!)}-${pad(d!)}`);
  const month = `(${MONTHS.join("|")})`;
  const dayFirst = [...clause.matchAll(new RegExp(`(\\d{1,2}) ${month} (\\d{4})`, "gi"))].map(([, d, m, y]) => `${y}-${pad(MONTHS.indexOf(m!.toLowerCase()) + 1)}-${pad(d!)}`);
  const monthFirst = [...clause.matchAll(new RegExp(`${month} (\\d{1,2}),? (\\d{4})`, "gi"))].map(([, m, d, y]) => `${y}-${pad(MONTHS.indexOf(m!.toLowerCase()) + 1)}-${pad(d!)}`);
  return [...eastAsian, ...dayFirst, ...monthFirst];
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

const names = (cue: Cue, locale: Locale, clause: string) => cue[locale].every((pattern) => pattern.test(clause));
/** A passage's words that break a rule of the facts. */
const problem = ({ file, field }: Passage, words: string, rule: string): ContentProblem => ({ file, field: field ?? "the text", value: JSON.stringify(words), rule });

/** One figure that several files state: its value from one source, and the words that name it. */
type Fact = { label: string; source: string; cue: Cue; year?: number; percent?: number };

function statedFacts({ environment, history }: FactSources): Fact[] {
  const goals = environment.goals.map((goal, index) => ({
    label: `the ${goal.id} target`,
    source: `content/sustainability/environment.json goals[${index}]`,
    cue: environmentGoalCues[goal.id],
    year: goal.year,
    percent: goal.percent,
  }));
  const milestones = history.years.flatMap((entry, y) =>
    entry.events.flatMap((event, e) =>
      event.id ? [{ label: `the ${event.id} milestone`, source: `content/history.json years[${y}].events[${e}]`, cue: milestoneCues[event.id], year: entry.year }] : [],
    ),
  );
  return [...goals, ...milestones];
}

/**
 * Where prose contradicts the content it repeats. A clause that names a fact (its cue) and states a year or a
 * percentage must state the fact's own; the founding date, anniversaries and general meetings must agree with the
 * history's founding date; a list of most of the office locations must name all of them, and a count of countries
 * must be the offices' count; a chip name must be a product's, and a chip's process node and TOPS the ones of its
 * specifications.
 */
export function contradictions(sources: FactSources, passages: Passage[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const facts = statedFacts(sources);
  const founded = sources.history.founded;
  const foundedYear = Number(founded.slice(0, 4));
  const abroad = sources.offices.filter((office) => office.country !== sources.offices[0]!.country);
  const countries = new Set(sources.offices.map((office) => office.country)).size;
  const productNames = sources.products.map((product) => product.name);
  const stems = [...new Set(productNames.map((name) => /^[A-Za-z]+/.exec(name)![0]))];
  const specNumbers = (key: string, names: string[]) =>
    sources.products
      .filter((product) => names.includes(product.name))
      .flatMap((product) => product.specs.filter((spec) => spec.key === key).map((spec) => Number(/\d+(?:\.\d+)?/.exec(spec.value.en)?.[0])));

  for (const passage of passages) {
    const { locale, text } = passage;
    const normalized = text.normalize("NFKC");
    for (const clause of clauses(text)) {
      const years = yearsIn(clause);
      const percents = percentsIn(clause);
      for (const fact of facts) {
        if (`${passage.file} ${passage.field}`.startsWith(fact.source) || !names(fact.cue, locale, clause)) continue;
        if (fact.year !== undefined && years.length > 0 && !years.includes(fact.year)) {
          problems.push(problem(passage, clause, `dates ${fact.label} ${years.join(", ")}, but ${fact.source} says ${fact.year}`));
        }
        if (fact.percent !== undefined && years.length > 0 && percents.length > 0 && !percents.includes(fact.percent)) {
          problems.push(problem(passage, clause, `gives ${fact.label} as ${percents.join(", ")} %, but ${fact.source} says ${fact.percent} %`));
        }
      }
      if (names(foundingCue, locale, clause) && clause.search(anniversaryPatterns[locale]) === -1) {
        const dates = datesIn(clause);
        if (dates.length > 0 ? !dates.includes(founded) : years.length > 0 && !years.includes(foundedYear)) {
          problems.push(problem(passage, clause, `does not give the founding date: content/history.json says ${founded}`));
        }
      }
      if (processCue[locale].some((pattern) => pattern.test(clause))) {
        const nodes = specNumbers("process", [...productNames.filter((name) => normalized.includes(name)), ...(passage.subject ? [passage.subject] : [])]);
        for (const [, node] of clause.matchAll(/(\d+)\s*(?:nm|나노)/g)) {
          if (nodes.length > 0 && !nodes.includes(Number(node))) problems.push(problem(passage, clause, `gives a ${node} nm process, but the chip's specifications say ${nodes.join(" or ")} nm`));
        }
      }
    }
    if (passage.year !== undefined) {
      for (const match of normalized.matchAll(anniversaryPatterns[locale])) {
        const count = Number(match[1] ?? match[2]);
        if (count !== passage.year - foundedYear) problems.push(problem(passage, match[0], `is dated ${passage.year}: founded in ${foundedYear}, that is the ${passage.year - foundedYear}th`));
      }
      for (const match of normalized.matchAll(generalMeetingPatterns[locale])) {
        if (Number(match[1]) !== passage.year - foundedYear) {
          problems.push(problem(passage, match[0], `is dated ${passage.year}: one a year since ${foundedYear + 1} makes it the ${passage.year - foundedYear}th`));
        }
      }
    }
    for (const match of normalized.matchAll(countryCountPatterns[locale])) {
      if (countOf(match[1]!) !== countries) problems.push(problem(passage, match[0], `must count ${countries}: content/offices.json has offices in ${countries} countries and regions`));
    }
    const listed = abroad.filter((office) => text.includes(office.location[locale]));
    if (listed.length * 2 > abroad.length && listed.length < abroad.length) {
      const missing = abroad.filter((office) => !listed.includes(office)).map((office) => office.location[locale]);
      problems.push(problem(passage, text, `lists the offices without ${missing.join(", ")} (content/offices.json)`));
    }
    // A stem on its own names the family ("the Dolphin cockpit SoCs"); with a number or suffix it must be a product.
    for (const match of normalized.matchAll(new RegExp(`(?<![A-Za-z])(?:${stems.join("|")})(?=[A-Za-z0-9-])`, "g"))) {
      const named = productNames.some((name) => normalized.startsWith(name, match.index) && !/[A-Za-z0-9-]/.test(normalized[match.index + name.length] ?? ""));
      if (!named) problems.push(problem(passage, `${normalized.slice(match.index, match.index + 12)}…`, `is not a product name (content/products.json: ${productNames.join(", ")})`));
    }
    const chips = [...productNames.filter((name) => normalized.includes(name)), ...(passage.subject ? [passage.subject] : [])];
    const tops = specNumbers("npu", chips);
    for (const [, value] of normalized.matchAll(/(\d+(?:\.\d+)?)\s*TOPS/g)) {
      if (tops.length > 0 && !tops.includes(Number(value))) problems.push(problem(passage, `${value} TOPS`, `must be what the specifications of ${chips.join(", ")} say: ${tops.join(" or ")} TOPS`));
    }
  }
  return problems;
}
