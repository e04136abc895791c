const WORD_JOINER = "\u2060";
const ZERO_WIDTH_SPACE = "\u200b";
const NO_BREAK_SPACE = "\u00a0";

/** Product codes and standards as the site writes them: the browser test checks that no line splits one. */
export const unbreakableTerms = [
  "AEC-Q100",
  "K-IFRS",
  "ISO 26262",
  "ISO 21434",
  "ASIL-B",
  "ASIL D",
  "DS-D5A",
  "LPDDR5",
  "Orca-V",
  "Beluga-N",
  "Cortex-A55",
  "Cortex-A78AE",
  "Cortex-R52",
  "Mali-G78AE",
  "CSI-2",
  "SHA-2",
];

/**
 * Japanese words that Chromium's phrase breaking (`word-break: auto-phrase`: headings, menus, labels, the footer) takes
 * for two phrases, and so may split: "ウェブアクセシビリティ方|針" in a footer column at 1280 px, "モジュー|ル" in the
 * phone menu; or that end a compound too long for its line, which it then splits anywhere: "AUTOSAR
 * Classicソフトウェアエ|ンジニア" as a position's title at 390 px, "サステナビリティレポー|ト" and "マイクロコントロー|ラー" in a
 * news title at 360 px. Kept whole in running text too, where any break between two characters is allowed:
 * "セキュリティモ|ジュール" read as badly there. A compound breaks between them (below).
 */
export const japaneseWordsKeptWhole = [
  "方針",
  "言語",
  "部署",
  "エンジニア",
  "モジュール",
  "ネットワーク",
  "アプリケーション",
  "アクセシビリティ",
  "サステナビリティ",
  "レポート",
  "コックピット",
  "コントローラー",
  "モニタリング",
  "システム",
  "プロセッサー",
  "プロセッサ",
  "ディスプレイ",
  "サンプル",
  "ステート",
  // Before the word it begins with: the first alternative that matches is kept.
  "コーポレートデー",
  "コーポレート",
  "ファイナンス",
  "リファレンス",
  "インターンシップ",
];
const JAPANESE_WORD = new RegExp(japaneseWordsKeptWhole.join("|"), "g");
/**
 * A kept word that ends a katakana compound starts a phrase of its own: "アプリケーション / エンジニアリング",
 * "グローバル / ネットワーク". Phrase breaking takes the compound for one phrase, and one wider than its line (a card's
 * title at 390 px, a heading at 360) was split wherever the line ran out ("エンジニアリン|グ").
 */
const KATAKANA = /[\p{Script=Katakana}ー]/u;

/** A hyphenated name one of whose parts is a code (a digit, or capitals only): "AEC-Q100", "K-IFRS", "Orca-V", not "Supply-Chain". */
const HYPHENATED = /\b[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+\b/g;
/** A romanized Korean or Japanese place name and its division, "Bundang-gu", "Seongnam-si", "Minato-ku": one word. */
const PLACE_NAME = /\b([A-Z][a-z]+)-(gu|si|do|ro|gil|dong|eup|myeon|gun|ku)\b/g;
/** An international telephone number, "+82-31-8060-1999": never split at a hyphen. Dates and ranges are left alone. */
const TELEPHONE = /\+\d{1,3}(?:-\d+)+/g;
const isCode = (name: string) => name.split("-").some((part) => /\d|^[A-Z]+$/.test(part));
/**
 * A standard's or grade's name and its number or letter: "ISO 26262", "ASIL D", "Grade 1". Named, not any acronym:
 * "IEEE 802.3ch" joined would be wider than a table cell.
 */
const NAMED_NUMBER = /\b(ISO|IEC|SAE|ASIL|Grade) (?=\d|[A-D]\b)/g;
/**
 * Inside a Korean word (eojeol), where Hangul meets another script or punctuation: "(SoC)과", "Dolphin5는", "운영·관리".
 * Browsers keep only Hangul next to Hangul together under `word-break: keep-all`; a line may still break after a middle
 * dot or slash between listed words ("카메라·/레이더"), never before one. Closing punctuation after Hangul and opening
 * punctuation before it need no join: no line breaks there anyway, and the text stays as written ("없습니다.").
 * A bracket that holds an e-mail address or a telephone number, or ends the text (a link follows it), may start a line
 * ("전자우편 / (privacy@…)"): joined, the word and the address were wider than a phone's line, which then broke
 * anywhere, before a comma too.
 */
const KOREAN_JOIN =
  /(?<=[\p{Script=Hangul}])(?=[^\s\p{Script=Hangul}\p{Pe}\p{Pf}.,!?:;%])(?!\((?:[^\s()@]+@|\+\d|$))|(?<=[^\s\p{Script=Hangul}\p{Ps}\p{Pi}·/~])(?=\p{Script=Hangul})/gu;

/**
 * Text as the pages show it: codes, standards, place names and telephone numbers never split at their hyphen or space,
 * Korean words never split where Hangul meets Latin letters, digits or punctuation, and the listed Japanese words never
 * split. The joins are invisible (word joiner, no-break space), as is the break before a kept Japanese word that ends a
 * katakana compound (zero-width space).
 */
export function keepWordsWhole(text: string): string {
  return text
    .replace(HYPHENATED, (name) => (isCode(name) ? name.replaceAll("-", `-${WORD_JOINER}`) : name))
    .replace(NAMED_NUMBER, `$1${NO_BREAK_SPACE}`)
    .replace(PLACE_NAME, `$1-${WORD_JOINER}$2`)
    .replace(TELEPHONE, (number) => number.replaceAll("-", `-${WORD_JOINER}`))
    .replace(KOREAN_JOIN, WORD_JOINER)
    .replace(JAPANESE_WORD, (word, at: number, whole: string) =>
      (KATAKANA.test(whole.charAt(at - 1)) ? ZERO_WIDTH_SPACE : "") + [...word].join(WORD_JOINER),
    );
}

/** A message catalogue as the pages show it: the server's (app/i18n/messages.server.ts) and the browser's (vite.config.ts). */
export const catalogueKeepingWordsWhole = <Messages extends Record<string, string>>(messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, keepWordsWhole(text)])) as Messages;

/** Text without the joins and breaks of keepWordsWhole, for what is not a page (CSV, feeds, structured data). */
export function plainText(text: string): string {
  return text.replaceAll(WORD_JOINER, "").replaceAll(ZERO_WIDTH_SPACE, "").replaceAll(NO_BREAK_SPACE, " ");
}
