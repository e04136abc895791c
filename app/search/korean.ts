/**
 * Korean attaches particles and endings to the word they follow ("반도체를", "뮌헨에서"). A search for such a word
 * also looks for its stem: the word without one or two of the endings below, if at least two characters remain, so
 * that "회의" (meeting) never becomes "회". Longer endings come first, so "에서" is tried before "서" would be.
 */
const ENDINGS = [
  "으로부터", "에서부터",
  "에서는", "에서도", "에서의", "에서만", "으로는", "으로도", "으로의", "으로서", "으로써", "로부터", "에게서", "에게는",
  "에게도", "까지는", "까지도", "까지의", "부터는", "부터의", "이라는", "이라고", "입니다", "했습니다", "됩니다", "합니다",
  "에서", "에게", "한테", "께서", "으로", "부터", "까지", "처럼", "보다", "마다", "조차", "에는", "에도", "에의", "와의",
  "과의", "와는", "과는", "로는", "로도", "로서", "로써", "이나", "이며", "이고", "이다", "라는", "라고", "하는", "하고",
  "하여", "하며", "하기", "한다", "했다", "되는", "되어", "된다", "적인", "적으로", "들은", "들의", "들이", "들을", "들과",
  "의", "은", "는", "이", "가", "을", "를", "에", "와", "과", "도", "만", "로", "한", "된", "들",
].sort((a, b) => b.length - a.length);

const MIN_STEM_LENGTH = 2;

/** The stems of a word that ends in a particle or ending (none for a word that does not), longest first. */
export function koreanStems(word: string): string[] {
  const stems = new Set<string>();
  const strip = (form: string, depth: number) => {
    for (const ending of ENDINGS) {
      if (!form.endsWith(ending)) continue;
      const stem = form.slice(0, -ending.length);
      if (Array.from(stem).length < MIN_STEM_LENGTH || stems.has(stem)) continue;
      stems.add(stem);
      if (depth < 2) strip(stem, depth + 1);
    }
  };
  strip(word, 1);
  return [...stems].sort((a, b) => b.length - a.length);
}
