/**
 * The caption writer for social posts: one caption and a few hashtags from a product's facts, written offline as the
 * other writers are. Every claim comes from the facts (the first feature, else the description's first sentence); the
 * hashtags are the product's and brand's names and the words of its features, never a trend the product has nothing
 * to do with. A product named in Chinese gets its caption in Chinese.
 */
export interface CaptionProduct {
  name: string;
  brand?: string | null;
  description?: string | null;
  features?: string[];
}

export interface CaptionProposal {
  caption: string;
  hashtags: string[];
}

const hanCharacter = /\p{Script=Han}/u;
/** Words too common to make a hashtag anyone follows. */
const stopWords = new Set(["and", "for", "the", "with", "your", "you", "any", "all", "from", "into", "that", "this", "hours", "keeps", "free"]);
const maxHashtags = 5;

function firstSentence(text: string): string {
  return (text.split(/(?<=[.!?。！？])\s*/)[0] ?? "").trim();
}

function tagOf(words: string): string {
  const tag = words
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 || hanCharacter.test(word) ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join("");
  return tag.length >= 3 && tag.length <= 30 ? `#${tag}` : "";
}

export function proposeCaption(product: CaptionProduct): CaptionProposal {
  const chinese = hanCharacter.test(product.name);
  const claim = product.features?.find((feature) => feature.trim()) ?? firstSentence(product.description ?? "");
  const name = product.brand && !product.name.includes(product.brand) ? `${product.brand} ${product.name}` : product.name;
  const caption = chinese ? (claim ? `${name}：${claim}` : `来看看 ${name}`) : claim ? `${name}: ${claim.replace(/[.!]+$/, "")}.` : `Meet the ${name}.`;

  const featureWords = (product.features ?? []).flatMap((feature) => feature.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []).filter((word) => !stopWords.has(word));
  const candidates = [tagOf(product.name), product.brand ? tagOf(product.brand) : "", ...featureWords.map(tagOf)];
  const hashtags = [...new Set(candidates.filter(Boolean).map((tag) => tag.toLowerCase()))]
    .slice(0, maxHashtags)
    .map((lower) => candidates.find((tag) => tag.toLowerCase() === lower)!);
  return { caption, hashtags };
}

/** The caption as a post carries it: the text, a blank line, then the hashtags. */
export function captionWithHashtags(proposal: CaptionProposal): string {
  return proposal.hashtags.length === 0 ? proposal.caption : `${proposal.caption}\n\n${proposal.hashtags.join(" ")}`;
}
