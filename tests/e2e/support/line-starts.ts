/** A line that starts where a reader of its language would not break, with the text around the break ("before⏎after"). */
export type LineBreakProblem = { rule: string; line: string };

/**
 * Runs in the page (self-contained: Playwright serialises it). Lays every rendered character of the page out one by
 * one (a Range per character), finds where a line of a block wraps (a character lower and further left than the one
 * before it, in the same block), and names each wrap that breaks the rules of the text's language: a line starting
 * with closing punctuation; a Korean line starting inside a word (eojeol) after a letter, digit or closing bracket,
 * unless that word alone is wider than its box; a Japanese line starting with a small kana or 'ー', or inside a katakana
 * word where lines break between phrases; a term of `terms` split across two lines; a Japanese or Chinese block whose
 * last line is one character and its closing punctuation ("（第27期定時株主総|会）").
 */
export function lineBreakProblems(terms: readonly string[]): LineBreakProblem[] {
  const invisible = /[\u2060\u00ad]/;
  const closing = /[、。，．,.)\]｝}」』）】〕〉》〙〛’”!?！？:;：；・·…‥%％]/;
  const smallKana = /[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー]/;
  const hangul = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/;
  const katakana = /[\p{Script=Katakana}ー]/u;
  const breaksBetweenPhrases = (block: Element) => getComputedStyle(block).wordBreak === "auto-phrase";
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const wordEnd = /[\p{L}\p{N})\]）」』%]/u;
  const skipped = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "svg", "TEXTAREA", "SELECT", "INPUT"]);
  type Letter = { ch: string; rect: DOMRect | null; node: Text };
  const display = new Map<Element, string>();
  const blockOf = (element: Element): Element => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      let value = display.get(current);
      if (value === undefined) display.set(current, (value = getComputedStyle(current).display));
      if (value !== "inline" && value !== "contents") return current;
    }
    return document.body;
  };
  const langOf = (letter: Letter) => letter.node.parentElement!.closest("[lang]")?.getAttribute("lang") ?? "";
  const runs: { block: Element; letters: Letter[] }[] = [];
  let run: { block: Element; letters: Letter[] } | null = null;
  const range = document.createRange();
  // An element without a box of its own (display: contents, the kept markup's wrapper) is "not visible" to
  // checkVisibility, though its children are laid out.
  const hidden = (element: Element) => !element.checkVisibility() && getComputedStyle(element).display !== "contents";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node instanceof Element && (skipped.has(node.nodeName) || hidden(node)) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.nodeName === "BR") run = null;
      continue;
    }
    const text = node as Text;
    const block = blockOf(text.parentElement!);
    if (!run || run.block !== block) runs.push((run = { block, letters: [] }));
    const data = text.data;
    for (let index = 0; index < data.length; index += 1) {
      const ch = data[index]!;
      if (ch === "\u200b") {
        run.letters.push({ ch, rect: null, node: text });
        continue;
      }
      if (invisible.test(ch)) continue;
      if (/\s/.test(ch)) {
        run.letters.push({ ch: " ", rect: null, node: text });
        continue;
      }
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const rects = range.getClientRects();
      const rect = rects.length > 0 ? rects[rects.length - 1]! : null;
      run.letters.push({ ch, rect: rect && rect.width + rect.height > 0 ? rect : null, node: text });
    }
  }
  const problems: LineBreakProblem[] = [];
  for (const { block, letters } of runs) {
    // A form's trap for robots is laid out off the screen's left edge: no reader sees its lines.
    if (block.getBoundingClientRect().right <= 0) continue;
    const text = letters.map((letter) => letter.ch).join("");
    let previous = -1;
    let lastWrap = -1;
    for (let index = 0; index < letters.length; index += 1) {
      const rect = letters[index]!.rect;
      if (!rect) continue;
      const before = previous >= 0 ? letters[previous]!.rect! : null;
      const lastSeen = previous;
      previous = index;
      if (!before || rect.top < before.top + before.height * 0.6 || rect.left > before.left) continue;
      lastWrap = index;
      const ch = letters[index]!.ch;
      const lang = langOf(letters[index]!);
      const spaced = /\s/.test(text.slice(lastSeen + 1, index)) || text[lastSeen + 1] === " ";
      const line = `${text.slice(Math.max(0, lastSeen - 20), lastSeen + 1)}⏎${text.slice(index, index + 24)}`.replace(/\s+/g, " ");
      if (closing.test(ch)) problems.push({ rule: "closing punctuation starts a line", line });
      if (lang.startsWith("ja") && smallKana.test(ch)) problems.push({ rule: "small kana or ー starts a line", line });
      // Where Japanese breaks between phrases (auto-phrase), a katakana word is a phrase or part of one: never split. A
      // compound may break between its words where the text says so (a zero-width space, keepWordsWhole).
      const betweenWords = text.slice(lastSeen + 1, index).includes("\u200b");
      if (lang.startsWith("ja") && katakana.test(ch) && katakana.test(letters[lastSeen]!.ch) && !spaced && !betweenWords && breaksBetweenPhrases(block)) {
        problems.push({ rule: "Japanese line starts inside a katakana word", line });
      }
      // After a middle dot or slash between listed words ("카메라·/레이더") a Korean line may start; not after a letter.
      if (lang.startsWith("ko") && hangul.test(ch) && !spaced && wordEnd.test(letters[lastSeen]!.ch)) {
        let start = lastSeen;
        while (start > 0 && text[start - 1] !== " ") start -= 1;
        let end = index;
        while (end < text.length && text[end] !== " ") end += 1;
        const wordWidth = letters.slice(start, end).reduce((sum, letter) => sum + (letter.rect?.width ?? 0), 0);
        if (wordWidth <= block.clientWidth) problems.push({ rule: "Korean line starts inside a word", line });
      }
      for (const term of terms) {
        for (let at = text.indexOf(term, Math.max(0, index - term.length)); at >= 0 && at < index; at = text.indexOf(term, at + 1)) {
          if (at + term.length > index) problems.push({ rule: `"${term}" split across lines`, line });
        }
      }
    }
    if (lastWrap >= 0) {
      const lang = langOf(letters[lastWrap]!);
      const lastLine = letters.slice(lastWrap).filter((letter) => letter.rect && !closing.test(letter.ch));
      if (/^(ja|zh)/.test(lang) && lastLine.length === 1 && cjk.test(lastLine[0]!.ch)) {
        problems.push({ rule: "one character alone on a block's last line", line: `${text.slice(Math.max(0, lastWrap - 20), lastWrap)}⏎${text.slice(lastWrap)}` });
      }
    }
  }
  return problems;
}
