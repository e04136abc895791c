import { locales, type Locale } from "#app/i18n/locales";

/**
 * The words that name a fact in each language. A clause names the fact when every pattern of its cue
 * matches; the figures of that clause are then compared with the fact's one source.
 */
export type Cue = Record<Locale, RegExp[]>;

const cue = (ko: RegExp | RegExp[], en: RegExp | RegExp[], zh: RegExp | RegExp[], ja: RegExp | RegExp[]): Cue => ({
  ko: [ko].flat(),
  en: [en].flat(),
  zh: [zh].flat(),
  ja: [ja].flat(),
});

/** The environmental targets (`content/sustainability/environment.json`), by id. */
export const environmentGoalCues = {
  "scope12-reduction": cue(/scope\s*1/i, /scope\s*1/i, [/范围一|scope\s*1/i], /scope\s*1/i),
  "waste-recycling": cue(/재활용/, /recycl/i, /回收利用/, /リサイクル/),
  "renewable-electricity": cue(/재생에너지/, /renewable/i, /可再生/, /再生可能エネルギー/),
  "net-zero": cue(/넷제로|탄소중립/, /net[ -]zero/i, /净零/, /ネットゼロ/),
} satisfies Record<string, Cue>;
export type EnvironmentGoalId = keyof typeof environmentGoalCues;
export const environmentGoalIds = Object.keys(environmentGoalCues) as [EnvironmentGoalId, ...EnvironmentGoalId[]];

const launch = cue(/출시|발표/, /launch|introduc|announced in|announces/i, /推出|发布/, /発売|投入|を発表|発表され/);
const volumeProduction = cue(
  /양산/,
  /(?:volume|series|mass) production (?:in|since|from|is planned|planned|scheduled)|(?:enter(?:s|ed|ing)?|began|begins?|start(?:s|ed)?) (?:volume|series|mass) production/i,
  /量产/,
  /量産/,
);

/** An event (a launch, volume production) of the product of that name, which no language translates. */
const ofProduct = (name: RegExp, event: Cue): Cue =>
  Object.fromEntries(locales.map((locale) => [locale, [name, ...event[locale]]])) as Cue;

/** The milestones of the history (`content/history.json`) that other pages repeat, by the id of their event. */
export const milestoneCues = {
  "mp3-decoder": cue(/MP3 디코더/, /MP3 decoder/i, /MP3解码/, /MP3デコーダー/),
  "kosdaq-listing": cue([/코스닥/, /상장/], [/KOSDAQ/, /\blist/i], [/KOSDAQ|科斯达克/, /上市/], [/KOSDAQ|コスダック/, /上場/]),
  "first-cockpit-soc": cue(/첫 디지털 콕핏/, /first digital cockpit/i, /首款数字座舱/, /初のデジタルコックピット/),
  "headquarters-move": cue([/타워/, /부터|이전/], [/\bTower\b/, /since|moves?\b/i], [/大厦/, /起|迁/], [/タワー/, /から|移転/]),
  "orca-v-launch": ofProduct(/Orca-V/, launch),
  "dolphin5-launch": ofProduct(/Dolphin5/, launch),
  "narwhal-ai-launch": ofProduct(/Narwhal AI/, launch),
  "tetra32-launch": ofProduct(/Tetra32/, launch),
  "beluga-n-launch": ofProduct(/Beluga-N/, launch),
  "tetra32-volume-production": ofProduct(/Tetra32/, volumeProduction),
  "dolphin5-series-production": ofProduct(/Dolphin5/, volumeProduction),
} satisfies Record<string, Cue>;
export type MilestoneId = keyof typeof milestoneCues;
export const milestoneIds = Object.keys(milestoneCues) as [MilestoneId, ...MilestoneId[]];

/** Words that tie a date or a year to the founding. */
export const foundingCue = cue(/설립|창립/, /\bfound(?:ed|ing)\b/i, /成立|创立/, /設立|創立|創業/);

/** "The 27th anniversary", "25 years since its founding": the count of years since the founding. */
export const anniversaryPatterns: Record<Locale, RegExp> = {
  ko: /(\d+)\s*주년/g,
  en: /(\d+)(?:st|nd|rd|th) anniversary|(\d+) years since/gi,
  zh: /(\d+)\s*周年/g,
  ja: /(\d+)\s*周年/g,
};

/** "The 27th annual general meeting": the company has held one a year since the year after its founding. */
export const generalMeetingPatterns: Record<Locale, RegExp> = {
  ko: /제\s*(\d+)\s*기\s*정기\s*주주총회/g,
  en: /(\d+)(?:st|nd|rd|th) annual general meeting/gi,
  zh: /第\s*(\d+)\s*届年度股东大会/g,
  ja: /第\s*(\d+)\s*期定時株主総会/g,
};

/** "Locations in seven countries and regions". */
export const countryCountPatterns: Record<Locale, RegExp> = {
  ko: /(\d+)\s*개\s*국가/g,
  en: /(\d+|\p{L}+) countries and regions/giu,
  zh: /(\d+)\s*个国家和地区/g,
  ja: /(\d+)\s*カ国/g,
};

/** A manufacturing process: the nanometres next to these words are a chip's process node, not a wavelength. */
export const processCue = cue(/공정|프로세스|나노/, /process/i, /工艺|制程/, /プロセス/);
