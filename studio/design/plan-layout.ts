/**
 * Resolves a template layout at one canvas into pixels, for slides and posters alike: boxes from shares of the
 * canvas or the safe area, colours from the palette, texts fitted into their boxes, stacks of texts placed one under
 * the other so that they can never overlap, and the QR code on its plate.
 */
import { black, legibleTextColor, mix, white, worstContrast, type Rgb } from "./color";
import type { Box } from "./formats";
import { roleColor, type Palette } from "./palette";
import type { PlannedImage, PlannedLayer, Paint, PlannedQr } from "./plan";
import { alignOffset, setTextBlock, type Align, type TextBlock } from "./text-block";
import type { FontFamilyId } from "./text/fonts";
import type { Backdrop, BoxShares, DesignTextName, Fill, Layer, Layout, StackItem, TextItem, TextStyle } from "./template-schema";

/** The drawing a layout is planned on: its pixels, the safe area, and how text sizes relate to it. */
export interface Canvas {
  width: number;
  height: number;
  /** Text sizes and spacing are shares of the short side, so one template reads the same at every size. */
  shortSide: number;
  /** How many pixels one CSS pixel is: decides what counts as large text for contrast. */
  pixelsPerCssPixel: number;
  safeArea: Box;
}

/** A QR code's modules, row by row, true for dark. */
export interface QrMatrix {
  size: number;
  modules: readonly boolean[];
}

export interface LayoutRequest {
  layout: Layout;
  canvas: Canvas;
  styles: Partial<Record<DesignTextName, TextStyle>>;
  /** The text of a layer, or undefined to leave the layer out. */
  text: (name: DesignTextName) => string | undefined;
  palette: Palette;
  fonts: { heading: FontFamilyId; body: FontFamilyId };
  /** Width over height of the brand's logo; without it no logo is drawn. */
  logoAspect?: number;
  /** Without it no QR code is drawn. */
  qr?: QrMatrix;
}

export interface PlannedLayout {
  background: Paint;
  layers: PlannedLayer[];
  /** Text layers cut short with an ellipsis, or left out because even their smallest size had no room. */
  overflowed: DesignTextName[];
}

interface PlanContext {
  request: LayoutRequest;
  geometry: Canvas;
  palette: Palette;
  /** One grid unit: 1 % of the short side. Spacing is whole units. */
  unit: number;
  images: PlannedImage[];
  overflowed: Set<DesignTextName>;
}

export function planLayout(request: LayoutRequest): PlannedLayout {
  const context: PlanContext = { request, geometry: request.canvas, palette: request.palette, unit: request.canvas.shortSide / 100, images: [], overflowed: new Set() };
  const layers = request.layout.layers.flatMap((layer, index) => planLayer(layer, index, context));
  return { background: paintFor(request.layout.background, context.palette), layers, overflowed: [...context.overflowed] };
}

function paintFor(fill: Fill, palette: Palette): Paint {
  if (typeof fill === "string") return { color: roleColor(palette, fill) };
  return { gradient: [roleColor(palette, fill.gradient[0]), roleColor(palette, fill.gradient[1])], angle: fill.angle };
}

function frameBox([x, y, width, height]: BoxShares, frame: "canvas" | "safe", geometry: Canvas): Box {
  const area = frame === "safe" ? geometry.safeArea : { x: 0, y: 0, width: geometry.width, height: geometry.height };
  return { x: area.x + x * area.width, y: area.y + y * area.height, width: width * area.width, height: height * area.height };
}

function planLayer(layer: Layer, index: number, context: PlanContext): PlannedLayer[] {
  const { geometry, palette } = context;
  if ((layer.kind === "shape" || layer.kind === "pattern") && layer.with && !layer.with.some((name) => (name === "qr" ? context.request.qr : slideText(name, context))))
    return [];
  switch (layer.kind) {
    case "shape":
      return [
        {
          kind: "shape",
          name: `shape-${index}`,
          box: frameBox(layer.box, layer.frame, geometry),
          shape: layer.shape,
          radius: layer.radius * geometry.shortSide,
          paint: paintFor(layer.fill, palette),
          opacity: layer.opacity,
        },
      ];
    case "pattern":
      return [
        {
          kind: "pattern",
          name: `pattern-${index}`,
          box: frameBox(layer.box, layer.frame, geometry),
          pattern: layer.pattern,
          color: roleColor(palette, layer.color),
          opacity: layer.opacity,
          spacing: layer.spacing * geometry.shortSide,
        },
      ];
    case "image": {
      const image: PlannedImage = {
        kind: "image",
        name: context.images.length === 0 ? "photo" : `photo-${context.images.length + 1}`,
        box: frameBox(layer.box, layer.frame, geometry),
        shape: layer.shape,
        radius: layer.radius * geometry.shortSide,
        scrim: layer.scrim ? { ...layer.scrim, color: roleColor(palette, layer.scrim.color) } : undefined,
        placeholder: [palette.secondary, palette.primary],
      };
      context.images.push(image);
      return [image];
    }
    case "logo": {
      const box = frameBox(layer.box, "safe", geometry);
      const aspect = context.request.logoAspect;
      if (!aspect) return [];
      const width = Math.min(box.width, box.height * aspect);
      const height = width / aspect;
      const drawn = { x: box.x + alignOffset(box.width - width, layer.align), y: box.y + (box.height - height) / 2, width, height };
      return [{ kind: "logo", name: "logo", box: drawn, backdrops: backdropColors(layer.on, drawn, context) }];
    }
    case "text": {
      const box = frameBox(layer.box, "safe", geometry);
      const block = textBlock(layer, layer.on, box, layer.align, 1, layer.lines, context);
      if (!block) return [];
      if (block.overflowed) context.overflowed.add(layer.text);
      const x = box.x + alignOffset(box.width - block.width, layer.align);
      const y = box.y + alignOffset(box.height - block.height, layer.justify);
      return [block.place(x, y, box)];
    }
    case "stack":
      return planStack(layer, context);
    case "qr":
      return planQr(layer, context);
  }
}

/** The QR code's white plate holds a quiet zone of four modules on every side, as scanners need. */
export const qrQuietModules = 4;

function planQr(layer: Extract<Layer, { kind: "qr" }>, context: PlanContext): PlannedQr[] {
  const matrix = context.request.qr;
  if (!matrix) return [];
  const area = frameBox(layer.box, "safe", context.geometry);
  const modulesAcross = matrix.size + 2 * qrQuietModules;
  // The SVG draws modules with crisp edges, so a module need not be a whole number of pixels.
  const module = Math.min(area.width, area.height) / modulesAcross;
  const side = module * modulesAcross;
  const x = Math.round(area.x + alignOffset(area.width - side, layer.align));
  const y = Math.round(area.y + alignOffset(area.height - side, layer.justify));
  return [{ kind: "qr", name: "qr", box: { x, y, width: side, height: side }, module, matrix }];
}

function slideText(name: DesignTextName, context: PlanContext): string | undefined {
  const text = context.request.text(name)?.replace(/\s+/gu, " ").trim();
  return text ? text : undefined;
}

/**
 * What text in `area` may be drawn on: a colour role, or on a photo the two extremes, a white and a black photo
 * under the scrim where it is thinnest there. Text that reads on both reads on any photo.
 */
function backdropColors(on: Backdrop, area: Box, context: PlanContext): Rgb[] {
  if (on !== "photo") return [roleColor(context.palette, on)];
  const image = context.images.find((candidate) => candidate.scrim);
  if (!image?.scrim) return [white, black];
  const { color } = image.scrim;
  const opacity = thinnestScrim(image, area);
  return [mix(white, color, opacity), mix(black, color, opacity)];
}

/** The lowest scrim opacity over the part of the photo that `area` covers. */
export function thinnestScrim(image: PlannedImage, area: Box): number {
  const scrim = image.scrim!;
  const vertical = scrim.direction === "down" || scrim.direction === "up";
  const [start, length] = vertical ? [image.box.y, image.box.height] : [image.box.x, image.box.width];
  const [from, to] = vertical ? [area.y, area.y + area.height] : [area.x, area.x + area.width];
  const reversed = scrim.direction === "up" || scrim.direction === "left";
  const position = (pixel: number) => {
    const along = Math.min(1, Math.max(0, (pixel - start) / length));
    return reversed ? 1 - along : along;
  };
  const [low, high] = [position(from), position(to)].sort((a, b) => a - b) as [number, number];
  const opacityAt = (at: number) => {
    const stops = scrim.stops;
    if (at <= stops[0]![0]) return stops[0]![1];
    for (let index = 1; index < stops.length; index++) {
      const [position1, opacity1] = stops[index - 1]!;
      const [position2, opacity2] = stops[index]!;
      if (at <= position2) return position2 === position1 ? opacity2 : opacity1 + ((opacity2 - opacity1) * (at - position1)) / (position2 - position1);
    }
    return stops.at(-1)![1];
  };
  const inside = scrim.stops.map(([at]) => at).filter((at) => at > low && at < high);
  return Math.min(...[low, high, ...inside].map(opacityAt));
}

/** Below this contrast a plate melts into what is around it (a dark button on a dark page). */
const minimumPlateContrast = 1.25;

/** A plate that would vanish on its surroundings turns white or ink, like a reversed button. */
function distinctPlate(plate: Rgb, surroundings: readonly Rgb[]): Rgb {
  return worstContrast(plate, surroundings) >= minimumPlateContrast ? plate : legibleTextColor(white, surroundings, 3);
}

/** `sizeFactor` 1 allows the item's largest size, 0 only its smallest. */
function textBlock(item: TextItem, on: Backdrop, area: Box, align: Align, sizeFactor: number, maxLines: number, context: PlanContext): TextBlock | undefined {
  const text = slideText(item.text, context);
  if (!text) return undefined;
  const style = context.request.styles[item.text];
  if (!style) return undefined;
  const surroundings = backdropColors(on, area, context);
  // A bordered plate (a coupon's dashed box) is outlined by its border, so it keeps its colour on a page of the same.
  const plateFill = style.plate && roleColor(context.palette, style.plate.fill);
  const plateColor = plateFill && (style.plate!.border ? plateFill : distinctPlate(plateFill, surroundings));
  const minSize = item.size[0] * context.geometry.shortSide;
  const maxSize = item.size[1] * context.geometry.shortSide;
  return setTextBlock({
    name: item.text,
    text,
    style,
    family: context.request.fonts[style.font],
    minSize,
    maxSize: minSize + (maxSize - minSize) * sizeFactor,
    maxLines,
    width: area.width,
    height: area.height,
    align,
    backdrops: plateColor ? [plateColor] : surroundings,
    textColor: roleColor(context.palette, style.color),
    plateColor,
    borderColor: style.plate?.border ? roleColor(context.palette, style.plate.border.color) : undefined,
    pixelsPerCssPixel: context.geometry.pixelsPerCssPixel,
  });
}

/** One item of a stack at a given size factor: its height, and how to draw it at a height. */
interface StackPiece {
  height: number;
  space: number;
  texts: { name: DesignTextName; lines: number; overflowed: boolean }[];
  place(y: number): PlannedLayer[];
}

type StackLayer = Extract<Layer, { kind: "stack" }>;

/** How finely the shared size factor of a stack is searched. */
const stackSearchSteps = 8;

function planStack(stack: StackLayer, context: PlanContext): PlannedLayer[] {
  const region = frameBox(stack.box, "safe", context.geometry);
  const gap = stack.gap * context.unit;
  const budgets = new Map<number, number>();
  let count = stack.items.length;

  const build = (factor: number) =>
    stack.items.slice(0, count).flatMap((item, index) => {
      const piece = stackPiece(item, stack, region, factor, budgets.get(index), context);
      return piece ? [{ ...piece, index, space: item.space !== undefined ? item.space * context.unit : gap }] : [];
    });
  const totalHeight = (pieces: (StackPiece & { index: number })[]) => pieces.reduce((sum, piece, position) => sum + piece.height + (position > 0 ? piece.space : 0), 0);

  let factor = 1;
  let pieces = build(1);
  if (totalHeight(pieces) > region.height) {
    let low = 0;
    let high = 1;
    for (let step = 0; step < stackSearchSteps; step++) {
      const middle = (low + high) / 2;
      if (totalHeight(build(middle)) <= region.height) low = middle;
      else high = middle;
    }
    factor = low;
    pieces = build(factor);
  }
  // Past the smallest sizes, the longest text gives up a line (ending in an ellipsis), then trailing items go.
  while (totalHeight(pieces) > region.height && pieces.length > 0) {
    const longest = pieces.filter((piece) => piece.texts.length === 1 && piece.texts[0]!.lines > 1).sort((a, b) => b.texts[0]!.lines - a.texts[0]!.lines)[0];
    if (longest) budgets.set(longest.index, longest.texts[0]!.lines - 1);
    else {
      count = pieces.at(-1)!.index;
      for (const item of stack.items.slice(count)) for (const name of itemTextNames(item)) if (slideText(name, context)) context.overflowed.add(name);
    }
    pieces = build(factor);
  }

  // Rules only set off texts: a stack whose texts are all absent draws nothing.
  if (pieces.every((piece) => "rule" in stack.items[piece.index]!)) return [];
  let y = region.y + alignOffset(region.height - totalHeight(pieces), stack.justify);
  return pieces.flatMap((piece, position) => {
    if (position > 0) y += piece.space;
    for (const text of piece.texts) if (text.overflowed) context.overflowed.add(text.name);
    const placed = piece.place(y);
    y += piece.height;
    return placed;
  });
}

function itemTextNames(item: StackItem): DesignTextName[] {
  if ("text" in item) return [item.text];
  if ("row" in item) return item.row.map((entry) => entry.text);
  return [];
}

function stackPiece(
  item: StackItem,
  stack: StackLayer,
  region: Box,
  factor: number,
  lineBudget: number | undefined,
  context: PlanContext,
): Omit<StackPiece, "space"> | undefined {
  const align = stack.align;
  if ("text" in item) {
    const block = textBlock(item, stack.on, region, align, factor, lineBudget ?? item.lines, context);
    if (!block) return undefined;
    return {
      height: block.height,
      texts: [{ name: item.text, lines: block.lineCount, overflowed: block.overflowed }],
      place: (y) => [block.place(region.x + alignOffset(region.width - block.width, align), y, { x: region.x, y, width: region.width, height: block.height })],
    };
  }
  if ("row" in item) return rowPiece(item.row, item.gap * context.unit, stack, region, factor, context);
  if ("logo" in item) {
    const aspect = context.request.logoAspect;
    if (!aspect) return undefined;
    const height = Math.min(item.logo * context.geometry.shortSide, region.width / aspect);
    const width = height * aspect;
    return {
      height,
      texts: [],
      place: (y) => {
        const box = { x: region.x + alignOffset(region.width - width, align), y, width, height };
        return [{ kind: "logo", name: "logo", box, backdrops: backdropColors(stack.on, box, context) }];
      },
    };
  }
  const width = Math.min(item.rule.width * context.geometry.shortSide, region.width);
  const height = Math.max(1, item.rule.thickness * context.geometry.shortSide);
  const paint = { color: roleColor(context.palette, item.rule.color) };
  return {
    height,
    texts: [],
    place: (y) => [
      { kind: "shape", name: "rule", box: { x: region.x + alignOffset(region.width - width, align), y, width, height }, shape: "rect", radius: 0, paint, opacity: 1 },
    ],
  };
}

/** Texts side by side on one baseline (a price beside the old price): each one line, shrunk together to fit the width. */
function rowPiece(items: TextItem[], gap: number, stack: StackLayer, region: Box, factor: number, context: PlanContext): Omit<StackPiece, "space"> | undefined {
  const present = items.filter((item) => slideText(item.text, context));
  if (present.length === 0) return undefined;
  const gaps = gap * (present.length - 1);
  const blocksAt = (rowFactor: number, widths?: number[]) =>
    present.map((item, index) => textBlock(item, stack.on, { ...region, width: widths?.[index] ?? region.width }, "start", factor * rowFactor, 1, context)!);
  const rowWidth = (blocks: TextBlock[]) => blocks.reduce((sum, block) => sum + block.width, gaps);
  let blocks = blocksAt(1);
  if (rowWidth(blocks) > region.width) {
    let low = 0;
    let high = 1;
    for (let step = 0; step < stackSearchSteps; step++) {
      const middle = (low + high) / 2;
      if (rowWidth(blocksAt(middle)) <= region.width) low = middle;
      else high = middle;
    }
    blocks = blocksAt(low);
    if (rowWidth(blocks) > region.width) {
      // Even at their smallest the texts are too wide together: each gets its share of the width and an ellipsis.
      const total = rowWidth(blocks) - gaps;
      blocks = blocksAt(
        0,
        blocks.map((block) => Math.floor(((region.width - gaps) * block.width) / total)),
      );
    }
  }
  const baseline = Math.max(...blocks.map((block) => block.baseline));
  const height = Math.max(...blocks.map((block) => baseline - block.baseline + block.height));
  return {
    height,
    texts: present.map((item, index) => ({ name: item.text, lines: 1, overflowed: blocks[index]!.overflowed })),
    place: (y) => {
      let x = region.x + alignOffset(region.width - rowWidth(blocks), stack.align);
      return blocks.map((block) => {
        const top = y + baseline - block.baseline;
        const placed = block.place(x, top, { x, y: top, width: block.width, height: block.height });
        x += block.width + gap;
        return placed;
      });
    },
  };
}
