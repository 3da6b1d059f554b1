/**
 * The built-in b-roll: motion backgrounds the engine draws with ffmpeg itself, so a product with a single photo
 * still gets a lively video and no stock footage licence is involved. Each is drawn at a fraction of the frame
 * size (they are soft by design) and scaled up, which keeps them cheap next to the encoder.
 */
import { palettes, rgbOf, type Palette } from "./palettes";
import { seededRandom } from "../lib/seeded-random";

export const brollIds = ["gradient-sweep", "light-leaks", "bokeh", "grid-pulse"] as const;
export type BrollId = (typeof brollIds)[number];

export interface BrollInfo {
  id: BrollId;
  title: string;
  description: string;
  /** Words people search the library with (material/search): look, mood, where it fits. */
  tags: readonly string[];
  licence: "CC0-1.0";
}

export const brollLibrary: readonly BrollInfo[] = [
  {
    id: "gradient-sweep",
    title: "Gradient sweep",
    description: "Soft colour gradients drifting across the frame.",
    tags: ["gradient", "color", "colour", "abstract", "calm", "soft", "background", "smooth"],
    licence: "CC0-1.0",
  },
  {
    id: "light-leaks",
    title: "Light leaks",
    description: "Warm glows wandering over a dark background, like film light leaks.",
    tags: ["light", "warm", "glow", "film", "cinematic", "dreamy", "vintage", "dark"],
    licence: "CC0-1.0",
  },
  {
    id: "bokeh",
    title: "Bokeh",
    description: "Out-of-focus circles of light rising slowly.",
    tags: ["bokeh", "lights", "sparkle", "festive", "night", "blur", "glitter", "celebration"],
    licence: "CC0-1.0",
  },
  {
    id: "grid-pulse",
    title: "Grid pulse",
    description: "A scrolling line grid lit by a pulse travelling out from the centre.",
    tags: ["grid", "tech", "technology", "modern", "pulse", "energetic", "lines", "digital"],
    licence: "CC0-1.0",
  },
];

export function isBrollId(id: string): id is BrollId {
  return (brollIds as readonly string[]).includes(id);
}

export interface BrollRequest {
  id: BrollId;
  width: number;
  height: number;
  frameCount: number;
  framesPerSecond: number;
  seed: number;
  /** First frame wanted (0 unless given): a render split in parts draws only its own frames of a scene. */
  startFrame?: number;
}

/** What every background is drawn with: its frame rate and length, and its clock, which starts at startFrame. */
interface Timing {
  /** `r=…:d=…` for the sources of the frames wanted. */
  source: string;
  /** The time of a frame in overlay/crop expressions (`t`) and geq (`T`), on the background's own clock. */
  t: string;
  T: string;
}

/**
 * A filtergraph fragment with no inputs whose output, labelled `outputLabel`, is the background as yuv420p at
 * width x height: frames startFrame to frameCount of it. Internal pads are prefixed with the label so fragments can
 * share a graph.
 */
export function brollFilterGraph(request: BrollRequest, outputLabel: string): string {
  const random = seededRandom(request.seed ^ hashId(request.id));
  const palette = palettes[Math.floor(random() * palettes.length)];
  // To yuv420p while still small (gradients draws RGBA, the sprites carry alpha), then a bilinear upscale: these
  // backgrounds are soft by design, so a cheaper filter is invisible and a full-size RGBA frame is never made.
  const finish = `format=yuv420p,scale=${request.width}:${request.height}:flags=bilinear,setsar=1[${outputLabel}]`;
  const startFrame = request.startFrame ?? 0;
  const offset = (startFrame / request.framesPerSecond).toFixed(6);
  const timing: Timing = {
    source: `r=${request.framesPerSecond}:d=${(request.frameCount - startFrame) / request.framesPerSecond}`,
    t: startFrame > 0 ? `(t+${offset})` : "t",
    T: startFrame > 0 ? `(T+${offset})` : "T",
  };
  switch (request.id) {
    case "gradient-sweep":
      return `${gradientSweep(request, palette, random)},${finish}`;
    case "light-leaks":
      return lightLeaks(request, palette, random, timing, outputLabel, finish);
    case "bokeh":
      return bokeh(request, palette, random, timing, outputLabel, finish);
    case "grid-pulse":
      return gridPulse(request, palette, random, timing, outputLabel, finish);
  }
}

/** gradients animates by its own frame counter, so a later part draws from frame 0 and drops the frames before
 * its start; at this size that costs little. Drawn at 1/8: the gradients are smooth, and the upscale is linear. */
function gradientSweep(request: BrollRequest, palette: Palette, random: () => number): string {
  const [width, height] = workSize(request, 8);
  const colors = [palette.base, ...palette.colors].map((color, index) => `c${index}=${color}`).join(":");
  const gradients = `gradients=s=${width}x${height}:${colors}:nb_colors=4:speed=${(0.006 + random() * 0.006).toFixed(4)}:seed=${Math.floor(random() * 1e6)}:r=${request.framesPerSecond}:d=${request.frameCount / request.framesPerSecond}`;
  const startFrame = request.startFrame ?? 0;
  return startFrame > 0 ? `${gradients},trim=start_frame=${startFrame},setpts=PTS-STARTPTS` : gradients;
}

/** Large soft glows drifting on Lissajous paths over a dark base. */
function lightLeaks(request: BrollRequest, palette: Palette, random: () => number, timing: Timing, label: string, finish: string): string {
  const [width, height] = workSize(request, 4);
  const glows = palette.colors.map((color) => ({
    color,
    size: evenUp(width * (0.9 + random() * 0.5)),
    speed: 0.2 + random() * 0.3,
    phase: random() * Math.PI * 2,
    alpha: 0.55 + random() * 0.3,
  }));
  const { t } = timing;
  return spriteScene(
    label,
    `color=c=${palette.base}:s=${width}x${height}:${timing.source}`,
    request.framesPerSecond,
    finish,
    glows.map((glow) => ({
      color: glow.color,
      size: glow.size,
      // Quadratic falloff reaching zero inside the sprite, so its square edge never shows.
      alpha: `${Math.round(255 * glow.alpha)}*pow(clip(1-2*hypot(X/W-0.5,Y/H-0.5),0,1),2)`,
      x: `W*(0.5+0.4*sin(${t}*${glow.speed.toFixed(3)}+${glow.phase.toFixed(3)}))-w/2`,
      y: `H*(0.5+0.4*cos(${t}*${(glow.speed * 0.7).toFixed(3)}+${glow.phase.toFixed(3)}))-h/2`,
    })),
  );
}

/** Out-of-focus discs of light rising slowly and wrapping round. */
function bokeh(request: BrollRequest, palette: Palette, random: () => number, timing: Timing, label: string, finish: string): string {
  const [width, height] = workSize(request, 2);
  const discs = Array.from({ length: 9 }, (_, index) => ({
    color: palette.colors[index % palette.colors.length],
    size: evenUp(width * (0.1 + random() * 0.16)),
    x: random(),
    offset: random(),
    rise: 0.025 + random() * 0.04,
    alpha: 0.3 + random() * 0.4,
  }));
  const { t } = timing;
  return spriteScene(
    label,
    `color=c=${palette.base}:s=${width}x${height}:${timing.source}`,
    request.framesPerSecond,
    finish,
    discs.map((disc) => ({
      color: disc.color,
      size: disc.size,
      // A disc with a soft rim, like a defocused highlight.
      alpha: `${Math.round(255 * disc.alpha)}*clip((0.5-hypot(X/W-0.5,Y/H-0.5))*12,0,1)`,
      x: `W*${disc.x.toFixed(4)}-w/2+8*sin(${t}*0.7+${(disc.offset * 6).toFixed(3)})`,
      y: `H*(1.15-mod(${t}*${disc.rise.toFixed(4)}+${disc.offset.toFixed(4)},1.3))-h/2`,
    })),
  );
}

interface Sprite {
  color: string;
  size: number;
  alpha: string;
  x: string;
  y: string;
}

/** Sprites are drawn at most this many pixels wide and scaled up: geq evaluates its expressions per pixel, and at
 * full size that was most of a light-leaks scene's cost (their alpha falls off smoothly, so the upscale shows nothing). */
const spriteDrawSize = 128;

/** A base with small alpha sprites overlaid at moving positions: the expressions run on the sprites' few
 * pixels rather than on every pixel of the frame, which is what keeps these backgrounds cheap. */
function spriteScene(label: string, base: string, framesPerSecond: number, finish: string, sprites: readonly Sprite[]): string {
  // The base is opaque: without an alpha plane of its own, overlay takes its fast path.
  const chains = [`${base},format=yuv420p[${label}layer0]`];
  sprites.forEach((sprite, index) => {
    const drawSize = Math.min(sprite.size, spriteDrawSize);
    const scaleUp = drawSize < sprite.size ? `,scale=${sprite.size}:${sprite.size}:flags=bicubic` : "";
    chains.push(
      // Drawn once and repeated: the sprite never changes, only where it is overlaid.
      `color=c=${sprite.color}:s=${drawSize}x${drawSize}:r=${framesPerSecond}:d=1,trim=end_frame=1,format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='${sprite.alpha}'${scaleUp},loop=loop=-1:size=1,setpts=N/FRAME_RATE/TB[${label}sprite${index}]`,
    );
    const next = index === sprites.length - 1 ? "" : `[${label}layer${index + 1}]`;
    const overlay = `[${label}layer${index}][${label}sprite${index}]overlay=x='${sprite.x}':y='${sprite.y}':format=yuv420:shortest=1`;
    chains.push(next ? `${overlay}${next}` : `${overlay},${finish}`);
  });
  return chains.join(";");
}

function gridPulse(request: BrollRequest, palette: Palette, random: () => number, timing: Timing, label: string, finish: string): string {
  const [width, height] = workSize(request, 2);
  const cell = Math.max(8, Math.round(width / 9));
  const [r, g, b] = rgbOf(palette.colors[0]);
  const drift = (8 + random() * 10).toFixed(2);
  const pulseSpeed = (2 + random() * 1.5).toFixed(3);
  // The pulse is a smooth field of rings, so it is evaluated on a very small frame (geq costs per pixel) and scaled up.
  const [pulseWidth, pulseHeight] = workSize(request, 24);
  const { t, T } = timing;
  return [
    `color=c=${palette.base}:s=${width}x${height}:${timing.source},format=gbrp[${label}base]`,
    // The grid is drawn once and scrolled by moving the crop window over it.
    `color=c=black:s=${width + cell}x${height + cell}:r=${request.framesPerSecond}:d=1,trim=end_frame=1,drawgrid=w=${cell}:h=${cell}:t=2:c=0x${hex(r)}${hex(g)}${hex(b)}@1,format=gbrp,loop=loop=-1:size=1,setpts=N/FRAME_RATE/TB,crop=${width}:${height}:x='mod(${t}*${drift},${cell})':y='mod(${t}*${drift}*0.6,${cell})'[${label}grid]`,
    `color=c=black:s=${pulseWidth}x${pulseHeight}:${timing.source},format=gray,geq=lum='255*(0.2+0.8*pow(0.5+0.5*sin(hypot(X/W-0.5,(Y/H-0.5)*H/W)*18-${T}*${pulseSpeed}),4))',scale=${width}:${height}:flags=bicubic,format=gbrp[${label}pulse]`,
    `[${label}grid][${label}pulse]blend=all_mode=multiply:shortest=1[${label}lit]`,
    `[${label}base][${label}lit]blend=all_mode=addition:shortest=1,${finish}`,
  ].join(";");
}

/** Drawing size: the frame divided by `divisor`, kept even for yuv420p. */
function workSize(request: BrollRequest, divisor: number): [number, number] {
  const even = (value: number) => Math.max(2, Math.round(value / divisor / 2) * 2);
  return [even(request.width), even(request.height)];
}

function evenUp(value: number): number {
  return Math.max(2, Math.ceil(value / 2) * 2);
}

function hex(component: number): string {
  return component.toString(16).padStart(2, "0");
}

function hashId(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
