/**
 * The vector PDF of a planned poster, drawn from the same plan as the SVG: shapes and patterns as paths, colour
 * gradients as axial shadings, the photo as its JPEG and the logo as a PNG, the QR code as squares, and every text
 * as real text in subsets of the fonts it was measured with, glyph for glyph where the layout put it, so it can be
 * selected, searched and printed sharp. Scrims (a colour fading out) become thin bands of rising opacity, since an
 * axial shading has no opacity of its own.
 */
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import {
  appendBezierCurve,
  beginText,
  clip,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endPath,
  endText,
  fill,
  lineTo,
  moveTo,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSpacing,
  setDashPattern,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  stroke,
  type PDFFont,
  type PDFImage,
} from "pdf-lib";
import type { Rgb } from "../color";
import type { Box } from "../formats";
import type { DesignPlan, Paint, PlannedImage, PlannedLayer, PlannedPattern, PlannedQr } from "../plan";
import type { PlannedText } from "../text-block";
import type { LoadedFont } from "../text/fonts";
import { patternMarks, qrModuleRects } from "../svg";

export interface PdfImages {
  /** JPEG bytes per image layer name, each cropped to its layer's box. */
  photos: Map<string, Buffer>;
  /** PNG bytes of the logo at its box. */
  logo?: Buffer;
}

export interface PdfPage {
  /** The trimmed page in points. */
  width: number;
  height: number;
  /** Room added on every side, in points, for the bleed or the crop marks. */
  margin: number;
  /** The artwork runs into the margin: the plan's edge-touching layers are already extended into it. */
  bleed: boolean;
  cropMarks: boolean;
}

type Outline = "rect" | "rounded" | "pill" | "circle" | "arch";

/** The glyph-level side of pdf-lib's subsetting font embedder, whose own entry point re-shapes text. */
interface SubsetEmbedder {
  font: { getGlyph(id: number, codePoints: number[]): unknown; unitsPerEm: number };
  subset: { includeGlyph(glyph: unknown): number };
  glyphs: unknown[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

const fontBytes = new Map<string, Buffer>();

/**
 * The font file as plain sfnt (TrueType or CFF) bytes. pdf-lib's fontkit reads WOFF too, but inflates its tables
 * again for every document; unpacked once here, each poster only subsets.
 */
function readFontFile(path: string): Buffer {
  let bytes = fontBytes.get(path);
  if (!bytes) {
    const file = readFileSync(path);
    bytes = file.toString("latin1", 0, 4) === "wOFF" ? woffToSfnt(file) : file;
    fontBytes.set(path, bytes);
  }
  return bytes;
}

/** WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the sfnt it wraps: each table inflated unless stored as is. */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, compressed, length, checksum] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12), woff.readUInt32BE(at + 16)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum, data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const parts: Buffer[] = [header];
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Bezier handle length for a quarter circle, as a share of the radius. */
const kappa = 0.5523;
/** Scrim bands per scrim: finer than a printed halftone shows. */
const scrimBands = 96;

class PdfPainter {
  private readonly operators: PDFOperator[] = [];
  private readonly fonts = new Map<string, { font: PDFFont; name: PDFName; embedder: SubsetEmbedder }>();
  private readonly opacities = new Map<number, PDFName>();
  private readonly xObjects = new Map<PDFImage, PDFName>();
  private shadingCount = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  get context() {
    return this.document.context;
  }

  push(...operators: PDFOperator[]): void {
    this.operators.push(...operators);
  }

  finish(): void {
    this.page.pushOperators(...this.operators);
  }

  color(rgb: Rgb): PDFOperator {
    return setFillingRgbColor(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255);
  }

  opacity(value: number): PDFOperator[] {
    const rounded = Math.round(value * 100) / 100;
    if (rounded >= 1) return [];
    let name = this.opacities.get(rounded);
    if (!name) {
      name = this.page.node.newExtGState("GS", this.document.context.obj({ ca: rounded, CA: rounded }));
      this.opacities.set(rounded, name);
    }
    return [setGraphicsState(name)];
  }

  image(image: PDFImage): PDFName {
    let name = this.xObjects.get(image);
    if (!name) {
      name = this.page.node.newXObject("Image", image.ref);
      this.xObjects.set(image, name);
    }
    return name;
  }

  shading(paint: Extract<Paint, { gradient: unknown }>, box: Box): PDFName {
    const radians = (paint.angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
    const channels = (rgb: Rgb) => rgb.map((channel) => channel / 255);
    const { context } = this.document;
    const shading = context.obj({
      ShadingType: 2,
      ColorSpace: "DeviceRGB",
      // As SVG's objectBoundingBox gradient: the direction is taken in the box's own proportions.
      Coords: [box.x + (0.5 - dx) * box.width, box.y + (0.5 - dy) * box.height, box.x + (0.5 + dx) * box.width, box.y + (0.5 + dy) * box.height],
      Function: { FunctionType: 2, Domain: [0, 1], C0: channels(paint.gradient[0]), C1: channels(paint.gradient[1]), N: 1 },
      Extend: [true, true],
    });
    const resources = this.page.node.normalizedEntries().Resources;
    let shadings = resources.lookupMaybe(PDFName.of("Shading"), PDFDict);
    if (!shadings) {
      shadings = context.obj({});
      resources.set(PDFName.of("Shading"), shadings);
    }
    const name = PDFName.of(`Sh${this.shadingCount++}`);
    shadings.set(name, context.register(shading));
    return name;
  }

  async font(loaded: LoadedFont): Promise<{ name: PDFName; embedder: SubsetEmbedder; font: PDFFont }> {
    let entry = this.fonts.get(loaded.key);
    if (!entry) {
      const font = await this.document.embedFont(readFontFile(loaded.key), { subset: true });
      const name = this.page.node.newFontDictionary(font.name, font.ref);
      entry = { font, name, embedder: (font as unknown as { embedder: SubsetEmbedder }).embedder };
      this.fonts.set(loaded.key, entry);
    }
    return entry;
  }
}

/** A glyph into the font's subset, as pdf-lib's own encodeText does for the glyphs its layout picks. */
function encodeGlyph(embedder: SubsetEmbedder, glyphId: number, codePoints: readonly number[]): { code: string; advance: number } {
  // The code points become the font's ToUnicode map, which is what copying and searching the text read.
  const known = embedder.glyphIdMap.get(glyphId);
  // A glyph drawn for two characters (Bebas Neue draws "a" and "A" alike) keeps the first: ToUnicode maps one each.
  const glyph = (known ? embedder.glyphs[known - 1] : embedder.font.getGlyph(glyphId, [...codePoints])) as { id: number; advanceWidth: number; codePoints: number[] };
  // fontkit keeps one object per glyph id, and one made earlier without characters would map to nothing.
  if (glyph.codePoints.length === 0) glyph.codePoints = [...codePoints];
  const subsetId = known ?? embedder.subset.includeGlyph(glyph);
  if (!known) {
    embedder.glyphs[subsetId - 1] = glyph;
    embedder.glyphIdMap.set(glyph.id, subsetId);
    embedder.glyphCache.invalidate();
  }
  return { code: subsetId.toString(16).padStart(4, "0"), advance: glyph.advanceWidth / embedder.font.unitsPerEm };
}

function outlinePath(shape: Outline, box: Box, radius: number): PDFOperator[] {
  const { x, y, width, height } = box;
  if (shape === "circle") {
    const r = Math.min(width, height) / 2;
    const [cx, cy, k] = [x + width / 2, y + height / 2, r * kappa];
    return [
      moveTo(cx + r, cy),
      appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
      appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
      appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
      appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
      closePath(),
    ];
  }
  if (shape === "arch") {
    const r = width / 2;
    const k = r * kappa;
    const [cx, cy] = [x + r, y + r];
    return [
      moveTo(x, y + height),
      lineTo(x, cy),
      appendBezierCurve(x, cy - k, cx - k, y, cx, y),
      appendBezierCurve(cx + k, y, x + width, cy - k, x + width, cy),
      lineTo(x + width, y + height),
      closePath(),
    ];
  }
  const corner = shape === "pill" ? Math.min(width, height) / 2 : shape === "rounded" ? Math.min(radius, width / 2, height / 2) : 0;
  if (corner <= 0) return [rectangle(x, y, width, height)];
  const k = corner * (1 - kappa);
  const [right, bottom] = [x + width, y + height];
  return [
    moveTo(x + corner, y),
    lineTo(right - corner, y),
    appendBezierCurve(right - k, y, right, y + k, right, y + corner),
    lineTo(right, bottom - corner),
    appendBezierCurve(right, bottom - k, right - k, bottom, right - corner, bottom),
    lineTo(x + corner, bottom),
    appendBezierCurve(x + k, bottom, x, bottom - k, x, bottom - corner),
    lineTo(x, y + corner),
    appendBezierCurve(x, y + k, x + k, y, x + corner, y),
    closePath(),
  ];
}

function paintArea(painter: PdfPainter, path: PDFOperator[], paint: Paint, box: Box, opacity: number): void {
  painter.push(pushGraphicsState(), ...painter.opacity(opacity));
  if ("color" in paint) painter.push(painter.color(paint.color), ...path, fill());
  else painter.push(...path, clip(), endPath(), PDFOperator.of(PDFOperatorNames.ShadingFill, [painter.shading(paint, box)]));
  painter.push(popGraphicsState());
}

function patternLayer(painter: PdfPainter, layer: PlannedPattern): void {
  const { box } = layer;
  const marks = patternMarks(layer);
  painter.push(pushGraphicsState(), ...painter.opacity(layer.opacity), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
  const [r, g, b] = layer.color.map((channel) => channel / 255) as [number, number, number];
  painter.push(setFillingRgbColor(r, g, b), setStrokingRgbColor(r, g, b));
  const circles = marks.dots.flatMap(({ cx, cy, r: radius }) => outlinePath("circle", { x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius }, 0));
  if (layer.pattern === "dots") painter.push(...circles, fill());
  else if (layer.pattern === "rings") painter.push(setLineWidth(marks.width), ...circles, stroke());
  else painter.push(setLineWidth(marks.width), ...marks.lines.flatMap(([x1, y1, x2, y2]) => [moveTo(x1, y1), lineTo(x2, y2)]), stroke());
  painter.push(popGraphicsState());
}

/** Draws an image XObject into a box of the flipped (pixel) space: images are unit squares with y up. */
function placeImage(painter: PdfPainter, image: PDFImage, box: Box): PDFOperator[] {
  return [pushGraphicsState(), concatTransformationMatrix(box.width, 0, 0, -box.height, box.x, box.y + box.height), drawObject(painter.image(image)), popGraphicsState()];
}

function scrimOpacity(stops: readonly (readonly [number, number])[], at: number): number {
  if (at <= stops[0]![0]) return stops[0]![1];
  for (let index = 1; index < stops.length; index++) {
    const [from, low] = stops[index - 1]!;
    const [to, high] = stops[index]!;
    if (at <= to) return to === from ? high : low + ((high - low) * (at - from)) / (to - from);
  }
  return stops.at(-1)![1];
}

async function imageLayer(painter: PdfPainter, document: PDFDocument, layer: PlannedImage, images: PdfImages): Promise<void> {
  const { box } = layer;
  painter.push(pushGraphicsState(), ...outlinePath(layer.shape, box, layer.radius), clip(), endPath());
  const photo = images.photos.get(layer.name);
  if (photo) painter.push(...placeImage(painter, await document.embedJpg(photo), box));
  else {
    paintArea(painter, [rectangle(box.x, box.y, box.width, box.height)], { gradient: layer.placeholder, angle: 60 }, box, 1);
    const size = Math.min(box.width, box.height);
    const light: Rgb = (layer.placeholder[1][0] + layer.placeholder[1][1] + layer.placeholder[1][2]) / 3 > 150 ? [0, 0, 0] : [255, 255, 255];
    const disc = (cx: number, cy: number, r: number, opacity: number) =>
      paintArea(painter, outlinePath("circle", { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r }, 0), { color: light }, box, opacity);
    disc(box.x + box.width * 0.72, box.y + box.height * 0.38, size * 0.34, 0.12);
    disc(box.x + box.width * 0.3, box.y + box.height * 0.7, size * 0.22, 0.08);
  }
  if (layer.scrim) {
    const { direction, stops, color } = layer.scrim;
    const vertical = direction === "down" || direction === "up";
    const length = vertical ? box.height : box.width;
    for (let band = 0; band < scrimBands; band++) {
      const along = (band + 0.5) / scrimBands;
      const opacity = scrimOpacity(stops, direction === "up" || direction === "left" ? 1 - along : along);
      if (opacity <= 0.005) continue;
      // Bands overlap by a hair so no seam of the photo shows between them.
      const start = (band / scrimBands) * length;
      const size = length / scrimBands + 0.5;
      const rect = vertical ? rectangle(box.x, box.y + start, box.width, size) : rectangle(box.x + start, box.y, size, box.height);
      painter.push(pushGraphicsState(), ...painter.opacity(opacity), painter.color(color), rect, fill(), popGraphicsState());
    }
  }
  painter.push(popGraphicsState());
}

async function textLayer(painter: PdfPainter, layer: PlannedText): Promise<void> {
  if (layer.plate) {
    const { plate } = layer;
    const radius = plate.box.height * 0.18;
    paintArea(painter, outlinePath(plate.shape, plate.box, radius), { color: plate.color }, plate.box, 1);
    if (plate.border) {
      const { border } = plate;
      const half = border.width / 2;
      const inner = { x: plate.box.x + half, y: plate.box.y + half, width: plate.box.width - border.width, height: plate.box.height - border.width };
      const [r, g, b] = border.color.map((channel) => channel / 255) as [number, number, number];
      painter.push(pushGraphicsState(), setStrokingRgbColor(r, g, b), setLineWidth(border.width));
      if (border.dashed) painter.push(setDashPattern([border.width * 3, border.width * 2], 0));
      painter.push(...outlinePath(plate.shape, inner, radius - half), stroke(), popGraphicsState());
    }
  }
  // Letter spacing as character spacing, so text extraction reads "USE CODE" rather than "U S E  C O D E".
  const spacing = layer.tracking * layer.size;
  painter.push(pushGraphicsState(), ...painter.opacity(layer.opacity), painter.color(layer.color), beginText(), setCharacterSpacing(spacing));
  for (const { line, x, baseline } of layer.lines) {
    for (const piece of line.pieces) {
      // One text run per font and baseline shift; TJ moves each glyph to where the layout put it.
      let run: { font: LoadedFont; y: number; parts: (PDFHexString | PDFNumber)[]; pen: number } | undefined;
      for (const glyph of piece.shaped.glyphs) {
        const at = x + (piece.offset + glyph.x) * layer.size;
        const y = baseline - glyph.y * layer.size;
        const { name, embedder } = await painter.font(glyph.font);
        if (!run || run.font !== glyph.font || run.y !== y) {
          if (run) painter.push(showAdjusted(painter, run.parts));
          painter.push(setFontAndSize(name, layer.size), setTextMatrix(1, 0, 0, -1, at, y));
          run = { font: glyph.font, y, parts: [], pen: at };
        }
        const gap = at - run.pen;
        if (Math.abs(gap) > 0.01) run.parts.push(PDFNumber.of(Math.round((-gap / layer.size) * 1000 * 100) / 100));
        const { code, advance } = encodeGlyph(embedder, glyph.id, glyph.codePoints);
        run.parts.push(PDFHexString.of(code));
        run.pen = at + advance * layer.size + spacing;
      }
      if (run) painter.push(showAdjusted(painter, run.parts));
    }
  }
  painter.push(endText());
  if (layer.strike) {
    for (const { line, x, baseline } of layer.lines) {
      const thickness = Math.max(2, layer.size * 0.06);
      const middle = baseline - line.inkTop * layer.size * 0.45;
      painter.push(rectangle(x, middle - thickness / 2, line.width * layer.size, thickness), fill());
    }
  }
  painter.push(popGraphicsState());
}

function showAdjusted(painter: PdfPainter, parts: (PDFHexString | PDFNumber)[]): PDFOperator {
  const array = PDFArray.withContext(painter.context);
  for (const part of parts) array.push(part);
  return PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]);
}

function qrLayer(painter: PdfPainter, layer: PlannedQr): void {
  const { box } = layer;
  painter.push(pushGraphicsState(), painter.color([255, 255, 255]), rectangle(box.x, box.y, box.width, box.height), fill(), painter.color([0, 0, 0]));
  for (const square of qrModuleRects(layer)) painter.push(rectangle(square.x, square.y, square.size, square.size));
  painter.push(fill(), popGraphicsState());
}

async function drawLayer(painter: PdfPainter, document: PDFDocument, layer: PlannedLayer, images: PdfImages): Promise<void> {
  switch (layer.kind) {
    case "shape":
      return paintArea(painter, outlinePath(layer.shape, layer.box, layer.radius), layer.paint, layer.box, layer.opacity);
    case "pattern":
      return patternLayer(painter, layer);
    case "image":
      return imageLayer(painter, document, layer, images);
    case "logo":
      if (images.logo) painter.push(...placeImage(painter, await document.embedPng(images.logo), layer.box));
      return;
    case "text":
      return textLayer(painter, layer);
    case "qr":
      return qrLayer(painter, layer);
  }
}

/** Crop marks in the margin outside the trim, each a hair short of the trim line, white-edged so they show on dark bleed. */
function cropMarks(page: PDFPage, trim: Box, margin: number): PDFOperator[] {
  const gap = Math.min(2, margin * 0.3);
  const marks: [number, number, number, number][] = [];
  for (const x of [trim.x, trim.x + trim.width]) {
    marks.push([x, 0, x, trim.y - gap], [x, trim.y + trim.height + gap, x, page.getHeight()]);
  }
  for (const y of [trim.y, trim.y + trim.height]) {
    marks.push([0, y, trim.x - gap, y], [trim.x + trim.width + gap, y, page.getWidth(), y]);
  }
  const strokeMarks = (width: number, grey: number) => [
    setStrokingRgbColor(grey, grey, grey),
    setLineWidth(width),
    ...marks.flatMap(([x1, y1, x2, y2]) => [moveTo(x1, y1), lineTo(x2, y2)]),
    stroke(),
  ];
  return [pushGraphicsState(), ...strokeMarks(1.2, 1), ...strokeMarks(0.3, 0), popGraphicsState()];
}

export async function planToPdf(plan: DesignPlan, images: PdfImages, page: PdfPage): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const { margin } = page;
  const pdfPage = document.addPage([page.width + 2 * margin, page.height + 2 * margin]);
  const trim = { x: margin, y: margin, width: page.width, height: page.height };
  if (margin > 0) {
    pdfPage.setTrimBox(trim.x, trim.y, trim.width, trim.height);
    if (page.bleed) pdfPage.setBleedBox(0, 0, pdfPage.getWidth(), pdfPage.getHeight());
    else pdfPage.setBleedBox(trim.x, trim.y, trim.width, trim.height);
  }
  const painter = new PdfPainter(document, pdfPage);
  const scale = page.width / plan.width;
  // The plan's pixels, y down, with the trim's top-left corner at the origin.
  painter.push(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, -scale, margin, margin + page.height));
  const bleedPixels = page.bleed ? margin / scale : 0;
  const artwork = { x: -bleedPixels, y: -bleedPixels, width: plan.width + 2 * bleedPixels, height: plan.height + 2 * bleedPixels };
  const artworkPath = rectangle(artwork.x, artwork.y, artwork.width, artwork.height);
  // Without bleed nothing may reach past the trim into the crop marks' margin.
  painter.push(artworkPath, clip(), endPath());
  paintArea(painter, [artworkPath], plan.background, artwork, 1);
  for (const layer of plan.layers) await drawLayer(painter, document, layer, images);
  painter.push(popGraphicsState());
  if (page.cropMarks && margin > 0) painter.push(...cropMarks(pdfPage, trim, margin));
  painter.finish();
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
