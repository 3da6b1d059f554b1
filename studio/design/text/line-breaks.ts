/**
 * Where a text may break: at spaces, after a hyphen inside a word, and between any two Chinese characters except
 * before closing punctuation ("，。！" never start a line) and after opening punctuation ("「（" never end one).
 */

/** A piece of text that is never broken inside; `spaceBefore` says whether a space separates it from the previous one. */
export interface Atom {
  text: string;
  spaceBefore: boolean;
}

const cjk = /[\u2E80-\u2FFF\u3040-\u30FF\u3100-\u312F\u3190-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{3134F}]/u;
const cjkPunctuation = /[\u3000-\u303F\uFF00-\uFFEF]/u;
const closing = /[，。、．！？：；）」』》〉】〕〗〙〛…‥・ー％),.!?:;%\]}"'’”]/u;
const opening = /[（「『《〈【〔〖〘〚([{“‘$€£¥]/u;
const hyphen = /[-‐‑–]/u;
const wordCharacter = /[\p{L}\p{N}]/u;

export function isCjk(character: string): boolean {
  return cjk.test(character) || cjkPunctuation.test(character);
}

export function hasCjk(text: string): boolean {
  return [...text].some(isCjk);
}

export function breakIntoAtoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  let current = "";
  let spaceBefore = false;
  const flush = () => {
    if (current) atoms.push({ text: current, spaceBefore });
    current = "";
    spaceBefore = false;
  };
  const characters = [...text.trim()];
  characters.forEach((character, index) => {
    if (/\s/u.test(character)) {
      flush();
      spaceBefore = atoms.length > 0;
      return;
    }
    const previous = characters[index - 1] ?? "";
    const beforePrevious = characters[index - 2] ?? "";
    const aroundCjk = (isCjk(character) || isCjk(previous)) && !closing.test(character) && !opening.test(previous);
    const afterHyphen = hyphen.test(previous) && wordCharacter.test(beforePrevious) && wordCharacter.test(character);
    if (current && (aroundCjk || afterHyphen)) flush();
    current += character;
  });
  flush();
  return atoms;
}

/** Splits an atom that is wider than any line into its characters, as a last resort before ellipsis. */
export function breakIntoCharacters(atom: Atom): Atom[] {
  return [...atom.text].map((character, index) => ({ text: character, spaceBefore: index === 0 && atom.spaceBefore }));
}
