/**
 * Writes a planned slide as one SVG document: shapes, gradients, patterns, the photo and logo as embedded images
 * already cut to their boxes, and every text as the outlines of its glyphs, so what was measured is what is drawn
 * and no system font is involved. The document keeps the slide's pixel coordinates; `scale` only sizes the raster.
 */
import { relativeLuminance, toHex } from "./color";
import type { Box } from "./formats";
import type { DesignPlan, Paint, PlannedImage, PlannedLayer, PlannedPattern, PlannedQr, PlannedShape } from "./plan";
import type { PlannedText } from "./text-block";
import { glyphOutline } from "./text/shape";

export interface SlideImages {
  /** Data URIs per image layer name, each already cropped to its layer's box. */
  photos: Map<string, string>;
  logo?: string;
}

const number = (value: number) => String(Math.round(value * 10) / 10);

class SvgWriter {
  private readonly definitions: string[] = [];
  private nextId = 0;

  id(prefix: string): string {
    return `${prefix}${this.nextId++}`;
  }

  define(markup: string): void {
    this.definitions.push(markup);
  }

  defs(): string {
    return this.definitions.length > 0 ? `<defs>${this.definitions.join("")}</defs>` : "";
  }

  paint(paint: Paint): string {
    if ("color" in paint) return toHex(paint.color);
    const id = this.id("g");
    const radians = (paint.angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
    this.define(
      `<linearGradient id="${id}" x1="${number(0.5 - dx)}" y1="${number(0.5 - dy)}" x2="${number(0.5 + dx)}" y2="${number(0.5 + dy)}">` +
        `<stop offset="0" stop-color="${toHex(paint.gradient[0])}"/><stop offset="1" stop-color="${toHex(paint.gradient[1])}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }
}

function outlineMarkup(shape: PlannedShape["shape"] | PlannedImage["shape"], box: Box, radius: number, attributes: string): string {
  const { x, y, width, height } = box;
  if (shape === "circle") {
    return `<circle cx="${number(x + width / 2)}" cy="${number(y + height / 2)}" r="${number(Math.min(width, height) / 2)}" ${attributes}/>`;
  }
  if (shape === "arch") {
    const r = width / 2;
    const d = `M${number(x)} ${number(y + height)}V${number(y + r)}A${number(r)} ${number(r)} 0 0 1 ${number(x + width)} ${number(y + r)}V${number(y + height)}Z`;
    return `<path d="${d}" ${attributes}/>`;
  }
  const corner = shape === "pill" ? Math.min(width, height) / 2 : shape === "rounded" ? Math.min(radius, width / 2, height / 2) : 0;
  const rounding = corner > 0 ? ` rx="${number(corner)}"` : "";
  return `<rect x="${number(x)}" y="${number(y)}" width="${number(width)}" height="${number(height)}"${rounding} ${attributes}/>`;
}

function shapeMarkup(layer: PlannedShape, writer: SvgWriter): string {
  const opacity = layer.opacity < 1 ? ` opacity="${layer.opacity}"` : "";
  return outlineMarkup(layer.shape, layer.box, layer.radius, `fill="${writer.paint(layer.paint)}"${opacity}`);
}

/**
 * A pattern's marks, each one drawn: rasterisers render an SVG <pattern> tile by tile, which at print sizes costs
 * seconds, while a few hundred marks in one path cost nothing. Shared with the PDF writer, so both draw the same.
 */
export function patternMarks(layer: PlannedPattern): { dots: { cx: number; cy: number; r: number }[]; lines: [number, number, number, number][]; width: number } {
  const { box, spacing } = layer;
  const columns = Math.ceil(box.width / spacing);
  const rows = Math.ceil(box.height / spacing);
  if (layer.pattern === "dots") {
    const dots = [];
    for (let row = 0; row < rows; row++)
      for (let column = 0; column < columns; column++) dots.push({ cx: box.x + (column + 0.5) * spacing, cy: box.y + (row + 0.5) * spacing, r: spacing * 0.14 });
    return { dots, lines: [], width: 0 };
  }
  if (layer.pattern === "rings") {
    const count = Math.floor(Math.min(box.width, box.height) / 2 / spacing);
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    return { dots: Array.from({ length: count }, (_, index) => ({ cx, cy, r: (index + 1) * spacing })), lines: [], width: spacing * 0.08 };
  }
  const lines: [number, number, number, number][] = [];
  if (layer.pattern === "stripes") {
    // Rising diagonals one spacing apart, long enough to cross the whole box; the clip trims them.
    for (let step = -rows - 1; step <= columns + 1; step++) {
      const x = box.x + step * spacing;
      lines.push([x, box.y + box.height + spacing, x + box.height + 2 * spacing, box.y - spacing]);
    }
    return { dots: [], lines, width: spacing * 0.18 };
  }
  for (let column = 0; column <= columns; column++) lines.push([box.x + column * spacing, box.y, box.x + column * spacing, box.y + box.height]);
  for (let row = 0; row <= rows; row++) lines.push([box.x, box.y + row * spacing, box.x + box.width, box.y + row * spacing]);
  return { dots: [], lines, width: Math.max(1, spacing * 0.04) };
}

function patternMarkup(layer: PlannedPattern, writer: SvgWriter): string {
  const { box } = layer;
  const color = toHex(layer.color);
  const marks = patternMarks(layer);
  const clipId = writer.id("c");
  writer.define(`<clipPath id="${clipId}"><rect x="${number(box.x)}" y="${number(box.y)}" width="${number(box.width)}" height="${number(box.height)}"/></clipPath>`);
  const circle = ({ cx, cy, r }: { cx: number; cy: number; r: number }) =>
    `M${number(cx - r)} ${number(cy)}a${number(r)} ${number(r)} 0 1 0 ${number(2 * r)} 0a${number(r)} ${number(r)} 0 1 0 ${number(-2 * r)} 0z`;
  const lines = marks.lines.map(([x1, y1, x2, y2]) => `M${number(x1)} ${number(y1)}L${number(x2)} ${number(y2)}`).join("");
  const body =
    layer.pattern === "dots"
      ? `<path d="${marks.dots.map(circle).join("")}" fill="${color}"/>`
      : layer.pattern === "rings"
        ? `<path d="${marks.dots.map(circle).join("")}" fill="none" stroke="${color}" stroke-width="${number(marks.width)}"/>`
        : `<path d="${lines}" fill="none" stroke="${color}" stroke-width="${number(marks.width)}"/>`;
  return `<g clip-path="url(#${clipId})" opacity="${layer.opacity}">${body}</g>`;
}

function imageMarkup(layer: PlannedImage, images: SlideImages, writer: SvgWriter): string {
  const clipId = writer.id("c");
  writer.define(`<clipPath id="${clipId}">${outlineMarkup(layer.shape, layer.box, layer.radius, "")}</clipPath>`);
  const { x, y, width, height } = layer.box;
  const place = `x="${number(x)}" y="${number(y)}" width="${number(width)}" height="${number(height)}"`;
  const photo = images.photos.get(layer.name);
  const parts = [
    photo
      ? `<image href="${photo}" ${place} preserveAspectRatio="xMidYMid slice"/>`
      : `<rect ${place} fill="${writer.paint({ gradient: layer.placeholder, angle: 60 })}"/>` + placeholderArt(layer),
  ];
  if (layer.scrim) {
    const id = writer.id("s");
    const [x1, y1, x2, y2] = { down: [0, 0, 0, 1], up: [0, 1, 0, 0], right: [0, 0, 1, 0], left: [1, 0, 0, 0] }[layer.scrim.direction];
    const color = toHex(layer.scrim.color);
    const stops = layer.scrim.stops.map(([offset, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("");
    writer.define(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`);
    parts.push(`<rect ${place} fill="url(#${id})"/>`);
  }
  return `<g clip-path="url(#${clipId})">${parts.join("")}</g>`;
}

/** A slide without a photo still looks made: soft discs of light over the palette's gradient. */
function placeholderArt(layer: PlannedImage): string {
  const { x, y, width, height } = layer.box;
  const light = relativeLuminance(layer.placeholder[1]) > 0.5 ? "#000000" : "#ffffff";
  const size = Math.min(width, height);
  return (
    `<circle cx="${number(x + width * 0.72)}" cy="${number(y + height * 0.38)}" r="${number(size * 0.34)}" fill="${light}" opacity="0.12"/>` +
    `<circle cx="${number(x + width * 0.3)}" cy="${number(y + height * 0.7)}" r="${number(size * 0.22)}" fill="${light}" opacity="0.08"/>`
  );
}

function glyphPathData(layer: PlannedText): string {
  const parts: string[] = [];
  for (const { line, x, baseline } of layer.lines) {
    for (const piece of line.pieces) {
      for (const glyph of piece.shaped.glyphs) {
        const outline = glyphOutline(glyph.font, glyph.id);
        const scale = layer.size / glyph.font.unitsPerEm;
        const originX = x + (piece.offset + glyph.x) * layer.size;
        const originY = baseline - glyph.y * layer.size;
        for (const { command, args } of outline.commands) {
          const points: string[] = [];
          for (let index = 0; index < args.length; index += 2) points.push(`${number(originX + args[index]! * scale)} ${number(originY - args[index + 1]! * scale)}`);
          parts.push(pathLetter[command as keyof typeof pathLetter] + points.join(" "));
        }
      }
    }
  }
  return parts.join("");
}

const pathLetter = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" };

/** A plate's border runs inside its edge, so the plate keeps its measured size. */
function plateMarkup(plate: NonNullable<PlannedText["plate"]>): string {
  const radius = plate.box.height * 0.18;
  const filled = outlineMarkup(plate.shape, plate.box, radius, `fill="${toHex(plate.color)}"`);
  const { border } = plate;
  if (!border) return filled;
  const half = border.width / 2;
  const inner = { x: plate.box.x + half, y: plate.box.y + half, width: plate.box.width - border.width, height: plate.box.height - border.width };
  const dash = border.dashed ? ` stroke-dasharray="${number(border.width * 3)} ${number(border.width * 2)}"` : "";
  return filled + outlineMarkup(plate.shape, inner, radius - half, `fill="none" stroke="${toHex(border.color)}" stroke-width="${number(border.width)}"${dash}`);
}

/** Dark modules as one path of squares on the white plate; the plate's margin is the quiet zone. */
export function qrModuleRects(layer: PlannedQr): { x: number; y: number; size: number }[] {
  const { size, modules } = layer.matrix;
  const origin = (layer.box.width - size * layer.module) / 2;
  const rects: { x: number; y: number; size: number }[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (modules[row * size + column]) rects.push({ x: layer.box.x + origin + column * layer.module, y: layer.box.y + origin + row * layer.module, size: layer.module });
    }
  }
  return rects;
}

function qrMarkup(layer: PlannedQr): string {
  const { x, y, width, height } = layer.box;
  const squares = qrModuleRects(layer)
    .map((square) => `M${number(square.x)} ${number(square.y)}h${number(square.size)}v${number(square.size)}h${number(-square.size)}z`)
    .join("");
  return `<rect x="${number(x)}" y="${number(y)}" width="${number(width)}" height="${number(height)}" fill="#ffffff"/><path d="${squares}" fill="#000000" shape-rendering="crispEdges"/>`;
}

function textMarkup(layer: PlannedText): string {
  const plate = layer.plate ? plateMarkup(layer.plate) : "";
  const color = toHex(layer.color);
  const opacity = layer.opacity < 1 ? ` opacity="${layer.opacity}"` : "";
  const strikes = layer.strike
    ? layer.lines
        .map(({ line, x, baseline }) => {
          const thickness = Math.max(2, layer.size * 0.06);
          const middle = baseline - line.inkTop * layer.size * 0.45;
          return `<rect x="${number(x)}" y="${number(middle - thickness / 2)}" width="${number(line.width * layer.size)}" height="${number(thickness)}" fill="${color}"${opacity}/>`;
        })
        .join("")
    : "";
  return `${plate}<path d="${glyphPathData(layer)}" fill="${color}"${opacity}/>${strikes}`;
}

function layerMarkup(layer: PlannedLayer, images: SlideImages, writer: SvgWriter): string {
  switch (layer.kind) {
    case "shape":
      return shapeMarkup(layer, writer);
    case "pattern":
      return patternMarkup(layer, writer);
    case "image":
      return imageMarkup(layer, images, writer);
    case "logo": {
      if (!images.logo) return "";
      const { x, y, width, height } = layer.box;
      return `<image href="${images.logo}" x="${number(x)}" y="${number(y)}" width="${number(width)}" height="${number(height)}" preserveAspectRatio="xMidYMid meet"/>`;
    }
    case "text":
      return textMarkup(layer);
    case "qr":
      return qrMarkup(layer);
  }
}

export function slideSvg(plan: DesignPlan, images: SlideImages, scale: number): string {
  const writer = new SvgWriter();
  const background = `<rect width="${plan.width}" height="${plan.height}" fill="${writer.paint(plan.background)}"/>`;
  const body = plan.layers.map((layer) => layerMarkup(layer, images, writer)).join("");
  const [width, height] = [Math.round(plan.width * scale), Math.round(plan.height * scale)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${plan.width} ${plan.height}">` + `${writer.defs()}${background}${body}</svg>`
  );
}
