/**
 * How long a script token takes to say, relative to the others: what spreads a phrase's time over its words when a
 * voice gives no word timings. Numbers, prices and symbols are first read out as a voice reads them ("$24.99" is
 * "twenty four dollars ninety nine"), then the spoken form is weighed by its syllables and its letters: syllables
 * set the rhythm, letters stand in for the consonants that lengthen them.
 */

const ones = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const scales = ["", "thousand", "million", "billion"];

const currencyWords: Record<string, string> = { $: "dollars", "€": "euros", "£": "pounds", "¥": "yen", "₹": "rupees" };

const symbolWords: Record<string, string> = { "&": "and", "%": "percent", "+": "plus", "@": "at", "#": "number", "=": "equals", "/": "slash" };

/** Whole numbers as words, the way voices read them ("1250" → "one thousand two hundred fifty"). */
export function numberInWords(digits: string): string {
  const value = digits.replace(/^0+(?=\d)/, "");
  // Long digit strings (codes, phone numbers) are read digit by digit.
  if (value.length > 12) return [...value].map((digit) => ones[Number(digit)]).join(" ");
  let number = Number(value);
  if (number < 20) return ones[number]!;
  const groups: string[] = [];
  for (let scale = 0; number > 0; scale++, number = Math.floor(number / 1000)) {
    const group = number % 1000;
    if (group > 0) groups.unshift([belowThousand(group), scales[scale]].filter(Boolean).join(" "));
  }
  return groups.join(" ");
}

function belowThousand(number: number): string {
  const parts: string[] = [];
  if (number >= 100) parts.push(ones[Math.floor(number / 100)]!, "hundred");
  const rest = number % 100;
  if (rest >= 20) parts.push(tens[Math.floor(rest / 10)]!, ...(rest % 10 ? [ones[rest % 10]!] : []));
  else if (rest > 0) parts.push(ones[rest]!);
  return parts.join(" ");
}

const prices = /([$€£¥₹])\s*(\d[\d,]*)(?:\.(\d{1,2}))?/gu;

/** The words a voice says for one token: numbers, prices, percentages and symbols read out, other words as written. */
export function spokenForm(token: string): string {
  const saidPrices: string[] = [];
  // Every price in one pass, each said first ("$24.99" → "twenty four dollars ninety nine"), the rest of the token after.
  const rest = token
    .normalize("NFKD")
    .toLowerCase()
    .replace(prices, (_, symbol: string, digits: string, cents?: string) => {
      const fraction = cents && Number(cents) > 0 ? ` ${numberInWords(cents)}` : "";
      saidPrices.push(`${numberInWords(digits.replace(/,/g, ""))} ${currencyWords[symbol]}${fraction}`);
      return " ";
    });
  return [...saidPrices, wordsOf(rest)].filter(Boolean).join(" ");
}

function wordsOf(text: string): string {
  // One expression for a number with or without decimals: a second one for the decimals alone retried every digit
  // of a long number that had none.
  return text
    .replace(/(\d[\d,]*)(?:\.(\d+))?/g, (_, whole: string, decimals?: string) =>
      decimals === undefined
        ? ` ${numberInWords(whole.replace(/,/g, ""))} `
        : ` ${numberInWords(whole.replace(/,/g, ""))} point ${[...decimals].map((digit) => ones[Number(digit)]).join(" ")} `,
    )
    .replace(/[&%+@#=/]/g, (symbol) => ` ${symbolWords[symbol]} `)
    .replace(/[^a-z\s'-]/g, " ")
    .replace(/[-\s]+/g, " ")
    .trim();
}

/** Vowel groups, less a silent final e: a rough syllable count that is right for most English words. */
export function syllablesIn(word: string): number {
  const letters = word.replace(/[^a-z]/g, "");
  if (letters === "") return 0;
  let count = letters.match(/[aeiouy]+/g)?.length ?? 0;
  if (count > 1 && /[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) count--;
  return Math.max(1, count);
}

/** Letters with common two-letter spellings of one sound counted once and a silent final e dropped: about the sounds. */
export function soundsIn(word: string): number {
  return word
    .replace(/[^a-z]/g, "")
    .replace(/gh|^kn|^wr/g, (spelling) => spelling.slice(1))
    .replace(/(th|sh|ch|ck|ph|ng|qu|wh|ee|oo|ou|ea|ai|oa|ie|ay|ow|([bdfglmnprstz])\2)/g, "_")
    .replace(/([^aeiouy_])e$/, "$1").length;
}

// Fitted on festival's word durations (docs/decisions/072): about 75 ms a sound plus 27 ms a syllable.
const syllableWeight = 0.35;
/** Voices hurry over small unstressed words ("the", "to", "and"): they take about this share of their letters' time. */
const functionWordShare = 0.6;
const functionWords = new Set(
  "a an the and or but if of to in on at by for from with as is are was were be it its it's this that these those you your i my me we our us he she his her they them their so than then not no do does can will just".split(
    " ",
  ),
);

/** The token's relative speaking time; never 0, so every token gets a little time. */
export function spokenWeight(token: string): number {
  const words = spokenForm(token).split(" ").filter(Boolean);
  const weight = words.reduce((total, word) => {
    const own = soundsIn(word) + syllableWeight * syllablesIn(word);
    return total + (functionWords.has(word) ? functionWordShare * own : own);
  }, 0);
  return Math.max(1, weight);
}
