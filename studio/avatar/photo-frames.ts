/**
 * Draws the animated photo one frame at a time, at the size it is shown. The crop (with a margin for the head's
 * motion) is scaled to the output once; each frame redraws only the mouth and the eyes from that copy, then moves the
 * whole picture by the breath and sway in one bilinear pass into the output frame.
 *
 * Mouth: every column of the mouth area is remapped vertically. The upper lip rises a little, the lower lip and the
 * chin drop with the jaw, the skin below stretches and the neck takes up the difference. The gap between the lips
 * shows the photo's own teeth when it has them (upper teeth stay with the upper lip, lower with the lower) and a dark
 * mouth interior with a hint of teeth between. With the jaw shut the lips meet, even if the photo's mouth is parted.
 * Lip width squeezes or spreads the mouth horizontally around its centre.
 *
 * Eyes: a blink stretches the band of eyelid skin above each eye down over it, lashes and all, column by column.
 */
import type { MotionFrame } from "./avatar-provider";
import { affineBilinear, mix, rgba, rgbaToYuv420, sampleColumn, sampleRow, shade, type AffineMap, type Rect } from "./pixels";

type Point = [number, number];

/** The largest gap between the lips, as a fraction of the mouth's width (an "aa"). */
const maximumOpening = 0.26;
/** How much the chin drops for a full opening, as a fraction of the lips' opening. */
const chinDropRatio = 0.75;
/** The upper lip's share of the opening (it rises a little while the jaw drops). */
const upperLipLift = 0.12;
/** Lip width 0 squeezes the mouth to this scale, 1 spreads it to 2 - this. */
const roundedScale = 0.86;
const mouthDark = rgba(84, 32, 34);
const mouthTeeth = rgba(226, 218, 206);
/**
 * The whole picture moves (breath, sway) on every third frame; in between only the mouth and eyes are redrawn,
 * through the same placement. The motion is slow (about half a pixel a frame at 1080x1920), so 10 moves a second
 * read as smooth, and a full bilinear pass over 1080x1920 is most of a frame's cost.
 */
const framesPerMove = 3;
/** The photo's roll is gentler than a drawn presenter's: it turns the whole picture, not just the head. */
const photoRollShare = 0.6;
/** The picture is drawn this much larger than the crop, so the sway and breath never show an edge. */
export const motionMargin = 0.05;

export interface PhotoLayer {
  /** The crop plus margin at output scale, RGBA as Int32. */
  pixels: Int32Array;
  width: number;
  height: number;
  /** The 68 landmarks in the layer's pixels. */
  landmarks: Point[];
  /** Where the output frame's top-left sits in the layer when nothing moves, and the output size. */
  offsetX: number;
  offsetY: number;
}

interface ColumnMap {
  /** Per column of the region: y where the upper and lower inner lips meet the gap, in the layer. */
  upperInner: Float32Array;
  gap: Float32Array;
  /** 0..1 how much this column opens (1 in the middle, 0 past the corners). */
  lens: Float32Array;
  /** 0..1 how much of the chin's drop this column takes. */
  jaw: Float32Array;
}

type Region = Rect;

interface EyeBand {
  region: Region;
  /** Per column: the upper lid's lash line and the lower lid, in the layer. */
  lashLine: Float32Array;
  lowerLid: Float32Array;
  /** Per column: the lid's skin (averaged above the lashes) and the lashes' own colour. */
  skin: Int32Array;
  lashes: Int32Array;
  /** 0..128 fade at the band's ends, so the lid blends into the corners. */
  fade: Uint8Array;
  lashThickness: number;
}

export class PhotoFrameDrawer {
  private readonly base: Int32Array;
  private readonly work: Int32Array;
  private readonly mouthScratch: Int32Array;
  private readonly mouth: Region;
  private readonly mouthColumns: ColumnMap;
  private readonly mouthCentreX: number;
  private readonly mouthWidth: number;
  private readonly noseBase: number;
  private readonly chin: number;
  private readonly bottom: number;
  private readonly eyes: EyeBand[];
  private readonly pivot: Point;
  /** The last full frame (RGBA, and as YUV 4:2:0) and the placement it was drawn with. */
  private readonly held: Int32Array;
  private readonly heldYuv: Uint8Array;
  private heldMap: AffineMap = [1, 0, 0, 0, 1, 0];
  private framesSinceMove = framesPerMove;

  constructor(
    private readonly layer: PhotoLayer,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.base = layer.pixels;
    this.work = layer.pixels.slice();
    this.held = new Int32Array(width * height);
    this.heldYuv = new Uint8Array(yuvFrameBytes(width, height));
    const points = layer.landmarks;
    this.mouthWidth = distance(points[48], points[54]);
    this.mouthCentreX = (points[48][0] + points[54][0]) / 2;
    this.noseBase = points[33][1] + 0.35 * (points[51][1] - points[33][1]);
    this.chin = points[8][1];
    this.bottom = Math.min(layer.height - 2, this.chin + 0.6 * (this.chin - this.noseBase));
    this.mouth = clampRegion(
      { left: Math.floor(points[4][0]), right: Math.ceil(points[12][0]), top: Math.floor(this.noseBase), bottom: Math.ceil(this.bottom) },
      layer.width,
      layer.height,
    );
    this.mouthScratch = new Int32Array((this.mouth.right - this.mouth.left + 1) * (this.mouth.bottom - this.mouth.top + 1));
    this.mouthColumns = this.mapMouthColumns();
    this.eyes = [eyeBand(points, 36, 17, layer), eyeBand(points, 42, 22, layer)];
    // The head sways around the neck, below the chin.
    this.pivot = [points[8][0], Math.min(layer.height, points[8][1] + 0.3 * (points[8][1] - points[27][1]))];
  }

  /** Draws one frame into `output`: width x height planar YUV 4:2:0 (yuvFrameBytes long). Width and height are even. */
  draw(motion: MotionFrame, output: Uint8Array): void {
    this.drawMouth(motion.jawOpen, motion.lipWidth);
    for (const eye of this.eyes) this.drawBlink(eye, motion.blink);
    if (this.framesSinceMove >= framesPerMove) {
      this.framesSinceMove = 0;
      this.heldMap = this.motionMap(motion);
      const whole = { left: 0, top: 0, right: this.width - 1, bottom: this.height - 1 };
      affineBilinear(this.work, this.layer.width, this.held, this.width, this.heldMap, whole);
      rgbaToYuv420(this.held, this.width, this.height, this.heldYuv, whole);
    } else {
      for (const region of [this.mouth, ...this.eyes.map((eye) => eye.region)]) {
        const area = this.outputArea(region);
        affineBilinear(this.work, this.layer.width, this.held, this.width, this.heldMap, area);
        rgbaToYuv420(this.held, this.width, this.height, this.heldYuv, area);
      }
    }
    this.framesSinceMove++;
    output.set(this.heldYuv);
  }

  /** Where a region of the layer lands in the frame under the held placement, with a pixel to spare, inside the frame. */
  private outputArea(region: Region): Rect {
    const [a, b, c, d, e, f] = this.heldMap;
    const determinant = a * e - b * d;
    const corners = [
      [region.left, region.top],
      [region.right, region.top],
      [region.left, region.bottom],
      [region.right, region.bottom],
    ].map(([x, y]) => [(e * (x - c) - b * (y - f)) / determinant, (a * (y - f) - d * (x - c)) / determinant]);
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    // Whole 2x2 blocks, for the 4:2:0 chroma.
    return {
      left: Math.max(0, Math.floor(Math.min(...xs)) - 2) & ~1,
      right: Math.min(this.width - 1, (Math.ceil(Math.max(...xs)) + 2) | 1),
      top: Math.max(0, Math.floor(Math.min(...ys)) - 2) & ~1,
      bottom: Math.min(this.height - 1, (Math.ceil(Math.max(...ys)) + 2) | 1),
    };
  }

  /**
   * Output pixel to layer pixel: the still frame's offset, then the breath (a slow scale about the bottom of the
   * frame, so head and shoulders rise together), the roll about the neck and the yaw as a small sideways shift.
   */
  private motionMap(motion: MotionFrame): AffineMap {
    const scale = 1 / (1 + 0.004 * motion.breath);
    const angle = (-motion.headRoll * photoRollShare * Math.PI) / 180;
    const cos = Math.cos(angle) * scale;
    const sin = Math.sin(angle) * scale;
    const shiftX = -motion.headYaw * 0.004 * this.width;
    const [pivotX, pivotY] = this.pivot;
    const bottomY = this.layer.offsetY + this.height;
    // Scale about the bottom centre, then rotate about the pivot: both folded into one matrix.
    const c = this.layer.offsetX + shiftX - pivotX;
    const f = this.layer.offsetY - pivotY;
    const breathShift = (bottomY - pivotY) * (1 - scale);
    return [cos, -sin, cos * c - sin * f + pivotX, sin, cos, sin * c + cos * f + pivotY + breathShift];
  }

  private mapMouthColumns(): ColumnMap {
    const points = this.layer.landmarks;
    const columns = this.mouth.right - this.mouth.left + 1;
    const map: ColumnMap = { upperInner: new Float32Array(columns), gap: new Float32Array(columns), lens: new Float32Array(columns), jaw: new Float32Array(columns) };
    const upper = [points[60], points[61], points[62], points[63], points[64]];
    const lower = [points[60], points[67], points[66], points[65], points[64]];
    const [leftCorner, rightCorner] = [points[48][0], points[54][0]];
    const jawHalfWidth = (points[12][0] - points[4][0]) / 2;
    const lips = this.lipColour();
    const parted = Array.from({ length: columns }, (_, column) => {
      const x = this.mouth.left + column;
      const across = (x - leftCorner) / (rightCorner - leftCorner);
      return this.partedLips(x, curveY(upper, x), curveY(lower, x), across > 0.04 && across < 0.96, lips);
    });
    // Column by column the search is noisy (a dark gap between two teeth, a highlight on the lip): a median then a
    // mean across neighbouring columns gives the smooth line lips have.
    const spread = Math.max(2, Math.round(this.mouthWidth * 0.04));
    const smoothTops = smoothAcross(
      smoothAcross(
        parted.map(([top]) => top),
        spread,
        median,
      ),
      spread,
      mean,
    );
    const smoothBottoms = smoothAcross(
      smoothAcross(
        parted.map(([, bottom]) => bottom),
        spread,
        median,
      ),
      spread,
      mean,
    );
    for (let column = 0; column < columns; column++) {
      const x = this.mouth.left + column;
      const across = (x - leftCorner) / (rightCorner - leftCorner);
      map.upperInner[column] = smoothTops[column];
      map.gap[column] = Math.max(0, smoothBottoms[column] - smoothTops[column]);
      map.lens[column] = across <= 0 || across >= 1 ? 0 : Math.pow(Math.sin(Math.PI * across), 0.8);
      const fromCentre = Math.abs(x - this.mouthCentreX) / jawHalfWidth;
      map.jaw[column] = fromCentre >= 1 ? 0 : 0.5 + 0.5 * Math.cos(Math.PI * fromCentre);
    }
    return map;
  }

  /** The lips' redness (red minus green) and brightness, from the middle of the upper and lower lip. */
  private lipColour(): { redness: number; brightness: number } {
    const points = this.layer.landmarks;
    const samples = [
      [points[51], points[62]],
      [points[57], points[66]],
    ].map(([outer, inner]) => this.layer.pixels[Math.round((outer[1] + inner[1]) / 2) * this.layer.width + Math.round((outer[0] + inner[0]) / 2)]);
    const redness = samples.reduce((sum, pixel) => sum + (pixel & 0xff) - ((pixel >> 8) & 0xff), 0) / samples.length;
    return { redness, brightness: samples.reduce((sum, pixel) => sum + luminance(pixel), 0) / samples.length };
  }

  /**
   * Where the lips really part in one column. The landmark net puts the inner lip line a few pixels off (on the teeth
   * of a smile), so from the seam between its two lines the search goes up and down while the pixels are not lip:
   * teeth (much less red than the lips) or the mouth's dark. Then shutting the jaw hides the teeth, and opening it
   * keeps the upper teeth with the upper lip.
   */
  private partedLips(x: number, upperLine: number, lowerLine: number, insideCorners: boolean, lips: { redness: number; brightness: number }): [number, number] {
    if (!insideCorners) return [upperLine, Math.max(upperLine, lowerLine)];
    const isGap = (y: number) => {
      const pixel = this.layer.pixels[Math.round(y) * this.layer.width + x];
      return (pixel & 0xff) - ((pixel >> 8) & 0xff) < lips.redness * 0.65 || luminance(pixel) < lips.brightness * 0.45;
    };
    const seam = (upperLine + lowerLine) / 2;
    if (!isGap(seam)) return [upperLine, Math.max(upperLine, lowerLine)];
    const reach = this.mouthWidth * 0.2;
    let top = seam;
    while (top > seam - reach && isGap(top - 1)) top--;
    let bottom = seam;
    while (bottom < seam + reach && isGap(bottom + 1)) bottom++;
    return [Math.min(top, upperLine), Math.max(bottom + 1, lowerLine)];
  }

  private drawMouth(jawOpen: number, lipWidth: number): void {
    const { left, right, top, bottom } = this.mouth;
    const regionWidth = right - left + 1;
    const layerWidth = this.layer.width;
    const scratch = this.mouthScratch;
    this.squeezeMouth(lipWidth, scratch, regionWidth);

    const opening = maximumOpening * this.mouthWidth;
    const map = this.mouthColumns;
    const lastRow = bottom - top - 1;
    for (let column = 0; column < regionWidth; column++) {
      const x = left + column;
      const restGap = map.gap[column];
      // The lips meet when the jaw is shut; otherwise they part by the jaw's share of the full opening.
      const gap = jawOpen * (restGap + opening * map.lens[column]);
      const lift = upperLipLift * Math.max(0, gap - restGap);
      const upperInner = map.upperInner[column];
      const outUpper = upperInner - lift;
      const outLower = outUpper + gap;
      const chinDrop = jawOpen * opening * chinDropRatio * map.jaw[column];
      const chinOut = this.chin + Math.max(chinDrop, outLower - upperInner - restGap);
      const middle = (outUpper + outLower) / 2;
      for (let y = top; y <= bottom; y++) {
        let source: number;
        if (y < middle) source = lerpMap(y, this.noseBase, outUpper, this.noseBase, upperInner);
        else source = y < chinOut ? lerpMap(y, outLower, chinOut, upperInner + restGap, this.chin) : lerpMap(y, chinOut, this.bottom, this.chin, this.bottom);
        const skin = sampleColumn(scratch, regionWidth, column, Math.min(lastRow, Math.max(0, source - top)));
        // How much of this pixel the open mouth covers: its edges are blended, not cut.
        const covered = Math.min(y + 0.5, outLower) - Math.max(y - 0.5, outUpper);
        this.work[y * layerWidth + x] =
          covered <= 0
            ? skin
            : mix(skin, mouthInterior(scratch, regionWidth, column, upperInner - top, restGap, (y - outUpper) / gap, gap, this.mouthWidth), (Math.min(1, covered) * 128) | 0);
      }
    }
  }

  /** The mouth area copied from the still into scratch, squeezed (rounded vowels) or spread about the mouth's centre. */
  private squeezeMouth(lipWidth: number, scratch: Int32Array, regionWidth: number): void {
    const { left, right, top, bottom } = this.mouth;
    const scale = lipWidth < 0.5 ? 1 - (1 - roundedScale) * (1 - lipWidth / 0.5) : 1 + (1 - roundedScale) * 0.5 * ((lipWidth - 0.5) / 0.5);
    const points = this.layer.landmarks;
    const centreY = (points[51][1] + points[57][1]) / 2;
    const reachY = (points[57][1] - points[51][1]) * 1.6 + 2;
    const reachX = this.mouthWidth * 0.9;
    for (let y = top; y <= bottom; y++) {
      const rowWeight = Math.max(0, 1 - Math.abs(y - centreY) / reachY);
      const rowStart = (y - top) * regionWidth;
      if (rowWeight === 0 || scale === 1) {
        scratch.set(this.base.subarray(y * this.layer.width + left, y * this.layer.width + right + 1), rowStart);
        continue;
      }
      for (let x = left; x <= right; x++) {
        const dx = x - this.mouthCentreX;
        const weight = rowWeight * Math.max(0, 1 - Math.abs(dx) / reachX);
        const sourceX = weight === 0 ? x : this.mouthCentreX + dx / (1 + (scale - 1) * weight);
        scratch[rowStart + (x - left)] = sampleRow(this.base, this.layer.width, sourceX, y);
      }
    }
  }

  /** The upper lid comes down over the eye: lid skin from the lash line to the moving edge, lashes along the edge. */
  private drawBlink(eye: EyeBand, blink: number): void {
    const { left, right, top, bottom } = eye.region;
    const layerWidth = this.layer.width;
    for (let x = left; x <= right; x++) {
      const column = x - left;
      const from = eye.lashLine[column] - eye.lashThickness;
      const edge = eye.lashLine[column] + blink * (eye.lowerLid[column] - eye.lashLine[column]);
      const fade = eye.fade[column];
      for (let y = top; y <= bottom; y++) {
        const at = y * layerWidth + x;
        if (blink === 0 || y < from - 1 || y > edge + 1) {
          this.work[at] = this.base[at];
          continue;
        }
        // The lid darkens toward the lashes; the lash line softens over a pixel; the top blends into the skin above.
        const down = (y - from) / Math.max(1, edge - from);
        const toLashes = edge - y;
        const lid =
          toLashes < eye.lashThickness
            ? mix(eye.lashes[column], eye.skin[column], ((Math.max(0, toLashes) / eye.lashThickness) * 128) | 0)
            : shade(eye.skin[column], (124 - down * 16) | 0);
        const feather = Math.min(1, (y - from + 1) / (2 * eye.lashThickness + 1));
        const coverage = ((y > edge ? 1 - (y - edge) : 1) * feather * fade) | 0;
        this.work[at] = mix(this.base[at], lid, coverage);
      }
    }
  }
}

/** The picture inside the open mouth at fraction `depth` (0 upper lip, 1 lower lip) of a gap `gap` px tall. */
function mouthInterior(scratch: Int32Array, regionWidth: number, column: number, upperInner: number, restGap: number, depth: number, gap: number, mouthWidth: number): number {
  const fromTop = depth * gap;
  const fromBottom = gap - fromTop;
  // The photo's own parted lips (teeth, usually): the upper half stays with the upper lip, the lower with the lower.
  const realHalf = restGap >= 2 ? restGap / 2 : 0;
  if (fromTop < realHalf) return sampleColumn(scratch, regionWidth, column, upperInner + fromTop);
  if (fromBottom < realHalf) return sampleColumn(scratch, regionWidth, column, upperInner + restGap - fromBottom);
  // Then a hint of upper teeth under the lip, then the mouth's dark: darkest in the middle, lighter toward the lips.
  const teethHeight = realHalf > 0 ? 0 : Math.min(gap * 0.28, mouthWidth * 0.08);
  const intoTeeth = fromTop - realHalf;
  if (intoTeeth < teethHeight) {
    const teeth = shade(mouthTeeth, (126 - (intoTeeth / teethHeight) * 18) | 0);
    // The teeth's lower edge fades into the dark over a pixel.
    return teethHeight - intoTeeth < 1 ? mix(mouthDark, teeth, ((teethHeight - intoTeeth) * 128) | 0) : teeth;
  }
  const centre = 1 - Math.abs(depth - 0.5) * 2;
  return shade(mouthDark, (128 - centre * 60) | 0);
}

export function yuvFrameBytes(width: number, height: number): number {
  return width * height + 2 * (width >> 1) * (height >> 1);
}

/** One eye's lid: its lash line and lower lid per column, a little past both corners, and the colours to draw it in. */
function eyeBand(points: readonly Point[], first: number, brow: number, layer: PhotoLayer): EyeBand {
  const lower = [points[first + 3], points[first + 4], points[first + 5], points[first]];
  const upper = [points[first], points[first + 1], points[first + 2], points[first + 3]];
  const eyeWidth = distance(points[first], points[first + 3]);
  const browPoints = points.slice(brow, brow + 5);
  const overhang = eyeWidth * 0.15;
  const region = clampRegion(
    {
      left: Math.floor(points[first][0] - overhang),
      right: Math.ceil(points[first + 3][0] + overhang),
      top: Math.floor(Math.min(...upper.map(([, y]) => y)) - eyeWidth * 0.15),
      bottom: Math.ceil(Math.max(...lower.map(([, y]) => y)) + eyeWidth * 0.12),
    },
    layer.width,
    layer.height,
  );
  const columns = region.right - region.left + 1;
  const band: EyeBand = {
    region,
    lashLine: new Float32Array(columns),
    lowerLid: new Float32Array(columns),
    skin: new Int32Array(columns),
    lashes: new Int32Array(columns),
    fade: new Uint8Array(columns),
    lashThickness: Math.max(1, eyeWidth * 0.06),
  };
  const upperArc = eyelidArc(points[first], points[first + 3], [points[first + 1], points[first + 2]]);
  const lowerArc = eyelidArc(points[first], points[first + 3], [points[first + 4], points[first + 5]]);
  const rawSkin: [number, number, number][] = [];
  for (let column = 0; column < columns; column++) {
    const x = region.left + column;
    const lash = upperArc(x) - eyeWidth * 0.03;
    band.lashLine[column] = lash;
    band.lowerLid[column] = Math.max(lash + 1, lowerArc(x) + eyeWidth * 0.05);
    band.lashes[column] = layer.pixels[Math.round(lash) * layer.width + x];
    // The lid's skin: the stretch between the lashes and the brow, its lower middle (clear of crease and lashes).
    const browY = curveY(browPoints, x);
    const span = Math.max(3, lash - browY);
    rawSkin.push(averageColumn(layer, x, lash - span * 0.35, lash - span * 0.12));
    const outside = Math.max(points[first][0] - x, x - points[first + 3][0], 0);
    band.fade[column] = Math.round(128 * Math.max(0, 1 - outside / overhang));
  }
  // Smoothed across columns, so the lid has no stripes.
  for (let column = 0; column < columns; column++) {
    const near = rawSkin.slice(Math.max(0, column - 3), column + 4);
    const channel = (index: number) => near.reduce((sum, colour) => sum + colour[index], 0) / near.length;
    band.skin[column] = rgba(channel(0), channel(1), channel(2));
  }
  return band;
}

/**
 * A lid's edge as a smooth arc between the eye's corners (widened a little: the landmarks sit inside the corners),
 * bulging as far as the two middle landmarks do; four straight segments through the landmarks looked polygonal.
 */
function eyelidArc(cornerA: Point, cornerB: Point, middle: readonly Point[]): (x: number) => number {
  const centreX = (cornerA[0] + cornerB[0]) / 2;
  const [left, right] = cornerA[0] < cornerB[0] ? [cornerA, cornerB] : [cornerB, cornerA];
  const from = centreX + (left[0] - centreX) * 1.08;
  const to = centreX + (right[0] - centreX) * 1.08;
  const lineY = (x: number) => left[1] + ((x - left[0]) * (right[1] - left[1])) / (right[0] - left[0]);
  const bulge = middle.reduce((sum, [x, y]) => sum + (y - lineY(x)) / Math.max(0.3, Math.sin((Math.PI * (x - from)) / (to - from))), 0) / middle.length;
  return (x) => {
    const across = (x - from) / (to - from);
    return lineY(x) + (across <= 0 || across >= 1 ? 0 : bulge * Math.sin(Math.PI * across));
  };
}

/** Mean red, green and blue of one column between two rows. */
function averageColumn(layer: PhotoLayer, x: number, fromY: number, toY: number): [number, number, number] {
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = Math.max(0, Math.round(fromY)); y <= Math.min(layer.height - 1, Math.round(toY)); y++) {
    const pixel = layer.pixels[y * layer.width + x];
    sums[0] += pixel & 0xff;
    sums[1] += (pixel >> 8) & 0xff;
    sums[2] += (pixel >> 16) & 0xff;
    count++;
  }
  return count === 0 ? [200, 170, 150] : [sums[0] / count, sums[1] / count, sums[2] / count];
}

/** y of a polyline at x (points ordered by x either way); the end points' y beyond its ends. */
function curveY(points: readonly Point[], x: number): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  if (x <= sorted[0][0]) return sorted[0][1];
  for (let index = 1; index < sorted.length; index++) {
    const [x1, y1] = sorted[index];
    const [x0, y0] = sorted[index - 1];
    if (x <= x1) return x1 === x0 ? y1 : y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
  }
  return sorted[sorted.length - 1][1];
}

/** y in [outFrom, outTo] to the matching point of [sourceFrom, sourceTo]. */
function lerpMap(y: number, outFrom: number, outTo: number, sourceFrom: number, sourceTo: number): number {
  if (outTo - outFrom < 1e-3) return sourceTo;
  return sourceFrom + ((y - outFrom) * (sourceTo - sourceFrom)) / (outTo - outFrom);
}

/** Each value replaced by `summary` of itself and its `spread` neighbours on either side. */
function smoothAcross(values: readonly number[], spread: number, summary: (window: number[]) => number): number[] {
  return values.map((_, index) => summary(values.slice(Math.max(0, index - spread), index + spread + 1)));
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function luminance(pixel: number): number {
  return 0.299 * (pixel & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * ((pixel >> 16) & 0xff);
}

function clampRegion(region: Region, width: number, height: number): Region {
  return { left: Math.max(1, region.left), top: Math.max(1, region.top), right: Math.min(width - 2, region.right), bottom: Math.min(height - 2, region.bottom) };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
