/**
 * Fitting a text into a box: the largest size between the layer's minimum and maximum at which it wraps into its
 * line budget and its height; lines balanced to even lengths; and, only when even the minimum size cannot hold it,
 * the last line cut with an ellipsis and the text marked as overflowed. Every size is in pixels, every width is
 * measured from the same glyphs that are drawn.
 */
import type { LoadedFont } from "./fonts";
import { breakIntoAtoms, breakIntoCharacters, type Atom } from "./line-breaks";
import { shapeText, type ShapedText } from "./shape";

export interface TypeSpec {
  chain: readonly LoadedFont[];
  /** Extra space between letters, in ems. */
  tracking: number;
  /** Distance between baselines as a multiple of the size. */
  leading: number;
}

export interface FitRequest {
  text: string;
  spec: TypeSpec;
  minSize: number;
  maxSize: number;
  maxLines: number;
  width: number;
  height: number;
  /** Even line lengths instead of a long line over a short one: for headlines and short copy. */
  balance: boolean;
}

interface LinePiece {
  shaped: ShapedText;
  /** Start of the piece in ems from the start of the line. */
  offset: number;
}

export interface SetLine {
  text: string;
  pieces: LinePiece[];
  /** Advance width in ems. */
  width: number;
  /** Where the line's marks start and end, in ems from the pen's start: the advance widened by any ink beyond it. */
  left: number;
  right: number;
  inkTop: number;
  inkBottom: number;
  inkLeft: number;
  inkRight: number;
}

export interface SetText {
  size: number;
  lines: SetLine[];
  /** Block height in pixels: cap height (or higher ink) of the first line to the lowest ink of the last. */
  height: number;
  /** From the top of the block to the first baseline, in pixels. */
  firstBaseline: number;
  /** From one baseline to the next, in pixels. */
  lineAdvance: number;
  /** The widest line's extent in pixels, ink included. */
  width: number;
  overflowed: boolean;
}

interface ShapedAtom extends Atom {
  shaped: ShapedText;
}

/** The steps the size search takes between minimum and maximum: finer than anyone sees. */
const sizeSearchSteps = 10;
const ellipsis = "…";

function joinAtoms(atoms: readonly Atom[]): string {
  return atoms.map((atom, index) => (index > 0 && atom.spaceBefore ? " " : "") + atom.text).join("");
}

class LineSetter {
  private readonly spaceWidth: number;

  constructor(private readonly spec: TypeSpec) {
    this.spaceWidth = shapeText(spec.chain, " ", spec.tracking).width;
  }

  shape(atoms: readonly Atom[]): ShapedAtom[] {
    return atoms.map((atom) => ({ ...atom, shaped: shapeText(this.spec.chain, atom.text, this.spec.tracking) }));
  }

  /** Space between the end of one atom and the start of the next, in ems. */
  private gapBefore(atom: Atom): number {
    return this.spec.tracking + (atom.spaceBefore ? this.spaceWidth + this.spec.tracking : 0);
  }

  /**
   * Greedy wrapping at `maxWidth` ems, measuring each line from its first mark to its last (so a final "f" whose ink
   * reaches past its advance still fits); `tooWide` when an atom alone is wider than a line.
   */
  wrap(atoms: readonly ShapedAtom[], maxWidth: number): { lines: ShapedAtom[][]; tooWide: boolean } {
    const lines: ShapedAtom[][] = [];
    let current: ShapedAtom[] = [];
    let pen = 0;
    let tooWide = false;
    const extent = (start: number, atom: ShapedAtom, lineStart: number) => start + Math.max(atom.shaped.width, atom.shaped.inkRight) - Math.min(0, lineStart);
    let lineStart = 0;
    for (const atom of atoms) {
      const start = current.length === 0 ? 0 : pen + this.gapBefore(atom);
      if (current.length > 0 && extent(start, atom, lineStart) > maxWidth) {
        lines.push(current);
        current = [];
      }
      if (current.length === 0) {
        lineStart = atom.shaped.inkLeft;
        pen = atom.shaped.width;
        if (extent(0, atom, lineStart) > maxWidth) tooWide = true;
      } else pen = start + atom.shaped.width;
      current.push(atom);
    }
    if (current.length > 0) lines.push(current);
    return { lines, tooWide };
  }

  setLine(atoms: readonly ShapedAtom[]): SetLine {
    const pieces: LinePiece[] = [];
    let pen = 0;
    atoms.forEach((atom, index) => {
      if (index > 0) pen += this.gapBefore(atom);
      pieces.push({ shaped: atom.shaped, offset: pen });
      pen += atom.shaped.width;
    });
    const inkLeft = Math.min(...pieces.map((piece) => piece.offset + piece.shaped.inkLeft));
    const inkRight = Math.max(...pieces.map((piece) => piece.offset + piece.shaped.inkRight));
    return {
      text: joinAtoms(atoms),
      pieces,
      width: pen,
      left: Math.min(0, inkLeft),
      right: Math.max(pen, inkRight),
      inkTop: Math.max(...pieces.map((piece) => piece.shaped.inkTop)),
      inkBottom: Math.min(...pieces.map((piece) => piece.shaped.inkBottom)),
      inkLeft,
      inkRight,
    };
  }

  /** The longest start of `atoms` that fits `maxWidth` ems with an ellipsis after it, as one line. */
  ellipsize(atoms: readonly Atom[], maxWidth: number): SetLine {
    const characters = [...joinAtoms(atoms)];
    const candidate = (count: number) =>
      characters
        .slice(0, count)
        .join("")
        .replace(/[\s,.;:!?，。、；：-]+$/u, "") + ellipsis;
    let low = 0;
    let high = characters.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const line = this.setLine(this.shape([{ text: candidate(middle), spaceBefore: false }]));
      if (line.right - line.left <= maxWidth) low = middle;
      else high = middle - 1;
    }
    return this.setLine(this.shape([{ text: candidate(low), spaceBefore: false }]));
  }

  /** Height of a block of these lines at `size` pixels, ink included. */
  blockHeight(lines: readonly { inkTop: number; inkBottom: number }[], size: number): { height: number; firstBaseline: number } {
    const capHeight = this.spec.chain[0]!.capHeight;
    const firstBaseline = Math.max(capHeight, lines[0]?.inkTop ?? capHeight) * size;
    const below = Math.max(0, -(lines.at(-1)?.inkBottom ?? 0)) * size;
    return { height: firstBaseline + (lines.length - 1) * size * this.spec.leading + below, firstBaseline };
  }
}

function lineInk(line: readonly ShapedAtom[]): { inkTop: number; inkBottom: number } {
  return { inkTop: Math.max(...line.map((atom) => atom.shaped.inkTop)), inkBottom: Math.min(...line.map((atom) => atom.shaped.inkBottom)) };
}

export function fitText(request: FitRequest): SetText {
  const setter = new LineSetter(request.spec);
  const atoms = setter.shape(breakIntoAtoms(request.text));
  const fitsAt = (size: number) => {
    const wrapped = setter.wrap(atoms, request.width / size);
    if (wrapped.tooWide || wrapped.lines.length > request.maxLines) return false;
    return setter.blockHeight(wrapped.lines.map(lineInk), size).height <= request.height;
  };

  let size = request.maxSize;
  if (!fitsAt(size)) {
    let low = request.minSize;
    let high = request.maxSize;
    for (let step = 0; step < sizeSearchSteps; step++) {
      const middle = (low + high) / 2;
      if (fitsAt(middle)) low = middle;
      else high = middle;
    }
    size = low;
  }
  const finish = (lines: SetLine[], overflowed: boolean): SetText => ({
    size,
    lines,
    ...setter.blockHeight(lines, size),
    lineAdvance: size * request.spec.leading,
    width: Math.max(0, ...lines.map((line) => line.right - line.left)) * size,
    overflowed,
  });

  if (fitsAt(size)) {
    const maxWidth = request.width / size;
    let lines = setter.wrap(atoms, maxWidth).lines;
    if (request.balance && lines.length > 1) lines = balanced(setter, atoms, maxWidth, lines.length);
    return finish(
      lines.map((line) => setter.setLine(line)),
      false,
    );
  }
  const { lines, cut } = overflowingLines(setter, atoms, request, size);
  return finish(lines, cut);
}

/** The narrowest wrapping width that still gives `lineCount` lines: its lines are as even as the words allow. */
function balanced(setter: LineSetter, atoms: readonly ShapedAtom[], maxWidth: number, lineCount: number): ShapedAtom[][] {
  let low = Math.max(...atoms.map((atom) => atom.shaped.width));
  let high = maxWidth;
  for (let step = 0; step < sizeSearchSteps; step++) {
    const middle = (low + high) / 2;
    if (setter.wrap(atoms, middle).lines.length <= lineCount) high = middle;
    else low = middle;
  }
  return setter.wrap(atoms, high).lines;
}

/**
 * At the minimum size: words wider than the box are split between letters, and what still does not fit the line
 * budget or the height ends in an ellipsis (`cut`).
 */
function overflowingLines(setter: LineSetter, atoms: readonly ShapedAtom[], request: FitRequest, size: number): { lines: SetLine[]; cut: boolean } {
  const maxWidth = request.width / size;
  const splitAtoms = setter.shape(atoms.flatMap((atom) => (atom.shaped.width > maxWidth ? breakIntoCharacters(atom) : [atom])));
  const lines = setter.wrap(splitAtoms, maxWidth).lines;
  let budget = Math.min(request.maxLines, lines.length);
  while (budget > 1 && setter.blockHeight(lines.slice(0, budget).map(lineInk), size).height > request.height) budget--;
  const kept = lines.slice(0, budget - 1).map((line) => setter.setLine(line));
  const rest = lines.slice(budget - 1).flat();
  const cut = lines.length > budget;
  return { lines: [...kept, cut ? setter.ellipsize(rest, maxWidth) : setter.setLine(rest)], cut };
}
