/**
 * Writes a planned slide as one SVG document: shapes, gradients, patterns, the photo and logo as embedded images
 * already cut to their boxes, and every text as the outlines of its glyphs, so what was measured is what is drawn
 * and no system font is involved. The document keeps the slide's pixel coordinates; `scale` only sizes the raster.
 */
import { relativeLuminance, toHex } from "./color";
import type { Box } from "./formats";
import type { Paint, PlannedImage, PlannedLayer, PlannedPattern, PlannedShape, SlidePlan } from "./plan";
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

function patternMarkup(layer: PlannedPattern, writer: SvgWriter): string {
  const { box, spacing } = layer;
  const color = toHex(layer.color);
  if (layer.pattern === "rings") {
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const count = Math.floor(Math.min(box.width, box.height) / 2 / spacing);
    const rings = Array.from({ length: count }, (_, index) => `<circle cx="${number(cx)}" cy="${number(cy)}" r="${number((index + 1) * spacing)}"/>`);
    return `<g fill="none" stroke="${color}" stroke-width="${number(spacing * 0.08)}" opacity="${layer.opacity}">${rings.join("")}</g>`;
  }
  const id = writer.id("p");
  const cell = number(spacing);
  const mark = {
    dots: `<circle cx="${number(spacing / 2)}" cy="${number(spacing / 2)}" r="${number(spacing * 0.14)}" fill="${color}"/>`,
    stripes: `<path d="M0 ${cell}L${cell} 0M${number(-spacing / 2)} ${number(spacing / 2)}L${number(spacing / 2)} ${number(-spacing / 2)}M${number(spacing / 2)} ${number(spacing * 1.5)}L${number(spacing * 1.5)} ${number(spacing / 2)}" stroke="${color}" stroke-width="${number(spacing * 0.18)}"/>`,
    grid: `<path d="M0 0H${cell}M0 0V${cell}" stroke="${color}" stroke-width="${number(Math.max(1, spacing * 0.04))}" fill="none"/>`,
  }[layer.pattern];
  writer.define(`<pattern id="${id}" x="${number(box.x)}" y="${number(box.y)}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">${mark}</pattern>`);
  return `<rect x="${number(box.x)}" y="${number(box.y)}" width="${number(box.width)}" height="${number(box.height)}" fill="url(#${id})" opacity="${layer.opacity}"/>`;
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

function textMarkup(layer: PlannedText): string {
  const plate = layer.plate ? outlineMarkup(layer.plate.shape, layer.plate.box, layer.plate.box.height * 0.18, `fill="${toHex(layer.plate.color)}"`) : "";
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
  }
}

export function slideSvg(plan: SlidePlan, images: SlideImages, scale: number): string {
  const writer = new SvgWriter();
  const background = `<rect width="${plan.width}" height="${plan.height}" fill="${writer.paint(plan.background)}"/>`;
  const body = plan.layers.map((layer) => layerMarkup(layer, images, writer)).join("");
  const [width, height] = [Math.round(plan.width * scale), Math.round(plan.height * scale)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${plan.width} ${plan.height}">` + `${writer.defs()}${background}${body}</svg>`
  );
}
