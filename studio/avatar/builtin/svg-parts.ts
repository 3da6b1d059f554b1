/** Small helpers the rig's parts share: number formatting for path data, and the head's geometry for one frame. */
import type { MotionFrame } from "../avatar-provider";
import type { PresenterLook } from "./look";

/** One decimal is well below a pixel at any output size the design space (1000 units) is drawn at. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

export const pt = (x: number, y: number): string => `${num(x)} ${num(y)}`;

export const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, Number.isFinite(value) ? value : 0));

/** Where the face's features are in this frame, in design units; the yaw shifts features more than the outline, which reads as a turn. */
export interface HeadGeometry {
  cx: number;
  top: number;
  templeY: number;
  templeHalf: number;
  cheekY: number;
  cheekHalf: number;
  jawY: number;
  jawHalf: number;
  chinY: number;
  chinHalf: number;
  eyeY: number;
  eyeGap: number;
  browY: number;
  noseY: number;
  mouthY: number;
  mouthHalf: number;
  /** Sideways shift of eyes, brows and mouth for the yaw; the nose moves a little more, the outline less. */
  featureShift: number;
  noseShift: number;
  outlineShift: number;
  jawOpen: number;
}

export const designCentreX = 500;
/** The crown of the head (design units): the face outline starts here, the hair covers it. */
export const headTopY = 212;
/** The head turns and tilts about the top of the neck. */
export const neckPivot = { x: designCentreX, y: 600 };

export function headGeometry(look: PresenterLook, motion: MotionFrame): HeadGeometry {
  const jawOpen = clamp(motion.jawOpen, 0, 1);
  const yaw = clamp(motion.headYaw, -8, 8);
  const { face } = look;
  return {
    cx: designCentreX + yaw * 0.6,
    top: headTopY,
    templeY: 338,
    templeHalf: face.cheekHalf - 6,
    cheekY: 445,
    cheekHalf: face.cheekHalf,
    jawY: 546 + jawOpen * 8,
    jawHalf: face.jawHalf,
    chinY: face.chinY + jawOpen * 20,
    chinHalf: face.chinHalf,
    eyeY: 420,
    eyeGap: 57,
    browY: 376,
    noseY: 482,
    mouthY: 533 + jawOpen * 3,
    mouthHalf: face.mouthHalf,
    featureShift: yaw * 2.6,
    noseShift: yaw * 3.4,
    outlineShift: yaw * 0.6,
    jawOpen,
  };
}

export type Point = [number, number];
/** A cubic Bézier: start, two controls, end. */
export type Cubic = [Point, Point, Point, Point];

/** The face's side from the crown to the chin, as four cubics: temple, cheekbone, jaw corner, chin. */
export function faceSide(g: HeadGeometry, sign: 1 | -1, outset = 0): Cubic[] {
  const x = (half: number) => g.cx + sign * (half + outset);
  const ends: Point[] = [
    [g.cx, g.top - outset],
    [x(g.templeHalf), g.templeY],
    [x(g.cheekHalf), g.cheekY],
    [x(g.jawHalf), g.jawY],
    [g.cx, g.chinY + outset],
  ];
  const controls: [Point, Point][] = [
    [
      [x(g.templeHalf * 0.62), g.top - outset],
      [x(g.templeHalf), g.top + 55],
    ],
    [
      [x(g.templeHalf + 2), g.templeY + 40],
      [x(g.cheekHalf), g.cheekY - 40],
    ],
    [
      [x(g.cheekHalf - 2), g.cheekY + 45],
      [x(g.jawHalf + 14), g.jawY - 28],
    ],
    [
      [x(g.jawHalf - 22), g.jawY + 30],
      [x(g.chinHalf + 16), g.chinY + outset],
    ],
  ];
  return controls.map(([c1, c2], index): Cubic => [ends[index]!, c1, c2, ends[index + 1]!]);
}

/** De Casteljau: the cubic's part before t and after t. */
export function splitCubic([p0, p1, p2, p3]: Cubic, t: number): [Cubic, Cubic] {
  const mix = (a: Point, b: Point): Point => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
  const [a, b, c] = [mix(p0, p1), mix(p1, p2), mix(p2, p3)];
  const [d, e] = [mix(a, b), mix(b, c)];
  const f = mix(d, e);
  return [
    [p0, a, d, f],
    [f, e, c, p3],
  ];
}

export function cubicAt([p0, p1, p2, p3]: Cubic, t: number): Point {
  const u = 1 - t;
  const weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [
    p0[0] * weights[0] + p1[0] * weights[1] + p2[0] * weights[2] + p3[0] * weights[3],
    p0[1] * weights[0] + p1[1] * weights[1] + p2[1] * weights[2] + p3[1] * weights[3],
  ];
}

export const curveTo = ([, c1, c2, end]: Cubic): string => `C ${pt(c1[0], c1[1])} ${pt(c2[0], c2[1])} ${pt(end[0], end[1])}`;
const reversed = ([p0, c1, c2, p3]: Cubic): Cubic => [p3, c2, c1, p0];

/** The face's outline, clockwise from the crown; the chin drops with the jaw. */
export function faceOutline(g: HeadGeometry, outset = 0): string {
  const right = faceSide(g, 1, outset);
  const left = faceSide(g, -1, outset).reverse().map(reversed);
  return `M ${pt(g.cx, g.top - outset)} ${[...right, ...left].map(curveTo).join(" ")} Z`;
}

export const lerp = (from: number, to: number, amount: number): number => from + (to - from) * amount;
