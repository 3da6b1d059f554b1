/**
 * Hair styles, each as a back part (behind the head, and behind the shoulders for long hair) and a front part (over
 * the forehead and the face's sides), plus the soft shadow the front throws on the forehead. Shapes are in design
 * units around the head's geometry and move with the head.
 */
import type { HairStyle, PresenterLook } from "./look";
import { num, pt, type HeadGeometry } from "./svg-parts";

export interface HairParts {
  back: string;
  front: string;
  /** Where the hair meets the forehead, left to right: the soft shadow the hair throws falls just below it. */
  hairline: Point[];
}

type Point = [number, number];

/** A closed outline whose every edge bulges outward as a round bump: curls, or a soft wavy edge with a small bulge. */
function scalloped(points: readonly Point[], bulge: number): string {
  let d = `M ${pt(points[0]![0], points[0]![1])}`;
  for (let index = 0; index < points.length; index++) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[(index + 1) % points.length]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    // Clockwise outline in SVG's y-down space: the outward normal is (dy, -dx).
    const [nx, ny] = length === 0 ? [0, 0] : [(y1 - y0) / length, -(x1 - x0) / length];
    const push = length * bulge;
    d += ` C ${pt(x0 + nx * push, y0 + ny * push)} ${pt(x1 + nx * push, y1 + ny * push)} ${pt(x1, y1)}`;
  }
  return `${d} Z`;
}

/** Mirrors right-half points (x as an offset from the centre) into a clockwise outline starting at the top. */
function symmetricOutline(cx: number, rightHalf: readonly Point[]): Point[] {
  const right = rightHalf.map(([dx, y]): Point => [cx + dx, y]);
  const left = [...rightHalf].reverse().map(([dx, y]): Point => [cx - dx, y]);
  return [...right, ...left.filter(([x], index) => !(index === left.length - 1 && x === right[0]![0]))];
}

function smooth(points: readonly Point[], closed = true): string {
  // Catmull-Rom through the points, as cubic Béziers: neat, even curves from a handful of hand-placed points.
  const at = (index: number) => points[closed ? (index + points.length) % points.length : Math.max(0, Math.min(points.length - 1, index))]!;
  let d = `M ${pt(points[0]![0], points[0]![1])}`;
  const last = closed ? points.length : points.length - 1;
  for (let index = 0; index < last; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    d += ` C ${pt(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)} ${pt(p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)} ${pt(p2[0], p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

const strand = (d: string, colour: string, width: number, opacity = 0.9) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="${opacity}"/>`;

/** A lock of sheen along a curve (start, bend, end): widest in the middle and tapering to points, as a highlight in hair is. */
function lock(from: Point, bend: Point, to: Point, width: number, colour: string, opacity: number): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const [nx, ny] = [(to[1] - from[1]) / length, -(to[0] - from[0]) / length];
  // A quadratic's middle moves half as far as its control point: offset the control by the full width.
  const side = (sign: number) => pt(bend[0] + sign * nx * width, bend[1] + sign * ny * width);
  return `<path d="M ${pt(from[0], from[1])} Q ${side(1)} ${pt(to[0], to[1])} Q ${side(-1)} ${pt(from[0], from[1])} Z" fill="${colour}" fill-opacity="${opacity}"/>`;
}

function curls(g: HeadGeometry, look: PresenterLook): HairParts {
  const { cx } = g;
  const hx = cx + g.outlineShift * 0.5;
  const outline = symmetricOutline(hx, [
    [0, 150],
    [60, 152],
    [116, 170],
    [160, 204],
    [192, 252],
    [208, 310],
    [212, 380],
    [206, 450],
    [194, 520],
    [174, 580],
    [132, 615],
    [80, 605],
  ]);
  const back = `<path d="${scalloped(outline, 0.42)}" fill="${look.hair.base}"/>`;
  // The hairline from the left temple across the forehead to the right one, in small curls.
  const hairline: Point[] = [
    [-150, 440],
    [-124, 418],
    [-120, 350],
    [-98, 296],
    [-48, 270],
    [0, 266],
    [48, 270],
    [98, 296],
    [120, 350],
    [124, 418],
    [150, 440],
  ].map(([dx, y]): Point => [hx + dx!, y!]);
  // The front: the crown down to a hairline of small curls along the forehead.
  const crown: Point[] = [
    [hx + 160, 440],
    [hx + 160, 300],
    [hx + 100, 190],
    [hx, 160],
    [hx - 100, 190],
    [hx - 160, 300],
    [hx - 160, 440],
  ];
  const frontPath = smoothWithScallopedEdge(crown, hairline, -0.45);
  const rings = [
    [hx - 140, 250, 19],
    [hx - 92, 198, 17],
    [hx + 20, 184, 19],
    [hx + 106, 218, 18],
    [hx + 160, 300, 19],
    [hx - 172, 350, 17],
    [hx + 176, 430, 17],
    [hx - 176, 470, 19],
    [hx + 158, 536, 16],
    [hx - 150, 552, 16],
  ]
    .map(([x, y, r]) => strand(`M ${pt(x! - r!, y!)} a ${num(r!)} ${num(r!)} 0 1 1 ${num(r! * 1.4)} ${num(r! * 0.9)}`, look.hair.light ?? look.hair.shadow, 4, 0.55))
    .join("");
  return { back: back + rings, front: `<path d="${frontPath}" fill="${look.hair.base}"/>`, hairline: hairline.slice(1, -1) };
}

/** A smooth crown joined to a scalloped hairline: the curls' front. */
function smoothWithScallopedEdge(crown: readonly Point[], edge: readonly Point[], bulge: number): string {
  const top = smooth(crown, false);
  let d = top;
  const joined = [crown[crown.length - 1]!, ...edge, crown[0]!];
  for (let index = 0; index < joined.length - 1; index++) {
    const [x0, y0] = joined[index]!;
    const [x1, y1] = joined[index + 1]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    const [nx, ny] = length === 0 ? [0, 0] : [(y1 - y0) / length, -(x1 - x0) / length];
    const push = length * bulge;
    d += ` C ${pt(x0 + nx * push, y0 + ny * push)} ${pt(x1 + nx * push, y1 + ny * push)} ${pt(x1, y1)}`;
  }
  return `${d} Z`;
}

function crop(g: HeadGeometry, look: PresenterLook): HairParts {
  const hx = g.cx + g.outlineShift * 0.5;
  // Short at the sides, a little lift at the front, parted on the presenter's right and swept across.
  const shape = smooth([
    [hx + 130, 386],
    [hx + 133, 320],
    [hx + 128, 244],
    [hx + 100, 196],
    [hx + 40, 172],
    [hx - 30, 168],
    [hx - 92, 182],
    [hx - 128, 226],
    [hx - 132, 300],
    [hx - 130, 386],
    [hx - 119, 386],
    [hx - 113, 330],
    [hx - 96, 282],
    [hx - 56, 268],
    [hx, 266],
    [hx + 56, 270],
    [hx + 100, 288],
    [hx + 113, 330],
    [hx + 119, 386],
  ]);
  const quiff = smooth([
    [hx - 70, 186],
    [hx - 20, 160],
    [hx + 50, 158],
    [hx + 108, 186],
    [hx + 122, 226],
    [hx + 60, 210],
    [hx - 10, 204],
  ]);
  const light = look.hair.light ?? look.hair.shadow;
  const strands = [
    lock([hx - 64, 214], [hx + 10, 186], [hx + 96, 204], 7, light, 0.6),
    lock([hx - 40, 244], [hx + 30, 222], [hx + 108, 246], 6, light, 0.5),
    lock([hx - 108, 244], [hx - 96, 214], [hx - 64, 200], 5, light, 0.5),
  ].join("");
  return {
    back: "",
    front: `<path d="${shape}" fill="${look.hair.base}"/><path d="${quiff}" fill="${look.hair.base}"/>${strands}`,
    hairline: [
      [hx - 112, 330],
      [hx - 96, 282],
      [hx - 56, 268],
      [hx, 266],
      [hx + 56, 270],
      [hx + 100, 288],
      [hx + 112, 330],
    ],
  };
}

function bob(g: HeadGeometry, look: PresenterLook): HairParts {
  const hx = g.cx + g.outlineShift * 0.5;
  const back = smooth([
    [hx, 150],
    [hx + 110, 170],
    [hx + 168, 250],
    [hx + 176, 380],
    [hx + 172, 500],
    [hx + 158, 585],
    [hx + 100, 612],
    [hx, 600],
    [hx - 100, 612],
    [hx - 158, 585],
    [hx - 172, 500],
    [hx - 176, 380],
    [hx - 168, 250],
    [hx - 110, 170],
  ]);
  const front = smooth([
    [hx + 150, 590],
    [hx + 160, 470],
    [hx + 158, 330],
    [hx + 140, 230],
    [hx + 80, 170],
    [hx, 156],
    [hx - 80, 170],
    [hx - 140, 230],
    [hx - 158, 330],
    [hx - 160, 470],
    [hx - 150, 590],
    [hx - 128, 585],
    [hx - 124, 470],
    [hx - 120, 372],
    [hx - 100, 344],
    [hx - 50, 336],
    [hx, 338],
    [hx + 50, 336],
    [hx + 100, 344],
    [hx + 120, 372],
    [hx + 124, 470],
    [hx + 128, 585],
  ]);
  const light = look.hair.light ?? look.hair.shadow;
  const sheen =
    lock([hx - 112, 236], [hx - 40, 180], [hx + 60, 196], 12, light, 0.5) +
    lock([hx + 144, 380], [hx + 154, 470], [hx + 140, 560], 8, light, 0.45) +
    // Partings in the fringe, so it reads as hair rather than a solid band.
    [`M ${pt(hx - 70, 302)} L ${pt(hx - 74, 334)}`, `M ${pt(hx + 20, 298)} L ${pt(hx + 22, 336)}`].map((d) => strand(d, look.hair.shadow, 3.5)).join("");
  return {
    back: `<path d="${back}" fill="${look.hair.shadow}"/>`,
    front: `<path d="${front}" fill="${look.hair.base}"/>${sheen}`,
    hairline: [
      [hx - 120, 372],
      [hx - 100, 344],
      [hx - 50, 336],
      [hx, 338],
      [hx + 50, 336],
      [hx + 100, 344],
      [hx + 120, 372],
    ],
  };
}

/** Bald on top with close-cut hair round the back and sides, a short sideburn in front of each ear; a little shine on the crown. */
function shortGrey(g: HeadGeometry, look: PresenterLook): HairParts {
  const hx = g.cx + g.outlineShift * 0.5;
  const back = smooth([
    [hx + 112, 292],
    [hx + 140, 318],
    [hx + 148, 390],
    [hx + 138, 470],
    [hx + 108, 500],
    [hx - 108, 500],
    [hx - 138, 470],
    [hx - 148, 390],
    [hx - 140, 318],
    [hx - 112, 292],
  ]);
  const sideburn = (sign: 1 | -1) =>
    smooth([
      [hx + sign * 116, 332],
      [hx + sign * 134, 336],
      [hx + sign * 134, 392],
      [hx + sign * 130, 414],
      [hx + sign * 117, 414],
      [hx + sign * 114, 372],
    ]);
  const sideburns = `${sideburn(-1)} ${sideburn(1)}`;
  const shine = `<ellipse cx="${num(hx - 30)}" cy="246" rx="46" ry="18" fill="#fff" fill-opacity=".1"/>`;
  return { back: `<path d="${back}" fill="${look.hair.base}"/>`, front: `${shine}<path d="${sideburns}" fill="${look.hair.base}"/>`, hairline: [] };
}

function longWaves(g: HeadGeometry, look: PresenterLook): HairParts {
  const hx = g.cx + g.outlineShift * 0.5;
  const back = smooth([
    [hx, 150],
    [hx + 120, 172],
    [hx + 178, 260],
    [hx + 190, 380],
    [hx + 200, 500],
    [hx + 226, 610],
    [hx + 214, 700],
    [hx + 150, 730],
    [hx, 700],
    [hx - 150, 730],
    [hx - 214, 700],
    [hx - 226, 610],
    [hx - 200, 500],
    [hx - 190, 380],
    [hx - 178, 260],
    [hx - 120, 172],
  ]);
  // A side part on the presenter's right: the fringe sweeps across the forehead and falls past the left cheek.
  const front = smooth([
    [hx - 40, 166],
    [hx + 60, 164],
    [hx + 140, 210],
    [hx + 168, 320],
    [hx + 172, 450],
    [hx + 186, 560],
    [hx + 150, 600],
    [hx + 132, 520],
    [hx + 126, 400],
    [hx + 112, 320],
    [hx + 70, 270],
    [hx - 20, 262],
    [hx - 80, 290],
    [hx - 116, 350],
    [hx - 126, 450],
    [hx - 136, 560],
    [hx - 176, 600],
    [hx - 176, 480],
    [hx - 172, 330],
    [hx - 140, 220],
  ]);
  const light = look.hair.light ?? look.hair.shadow;
  const sheen = [
    lock([hx - 100, 232], [hx - 10, 190], [hx + 96, 220], 12, light, 0.45),
    lock([hx + 148, 360], [hx + 166, 460], [hx + 166, 556], 9, light, 0.45),
    lock([hx - 150, 380], [hx - 162, 470], [hx - 160, 560], 9, light, 0.4),
  ].join("");
  const depth = `<path d="${smooth([
    [hx - 150, 600],
    [hx - 190, 560],
    [hx - 186, 660],
    [hx - 140, 700],
  ])}" fill="${look.hair.shadow}" fill-opacity=".6"/>`;
  return {
    back: `<path d="${back}" fill="${look.hair.shadow}"/>${depth}`,
    front: `<path d="${front}" fill="${look.hair.base}"/>${sheen}`,
    hairline: [
      [hx - 116, 350],
      [hx - 80, 290],
      [hx - 20, 262],
      [hx + 70, 270],
      [hx + 112, 320],
      [hx + 126, 400],
    ],
  };
}

const styles: Record<HairStyle, (g: HeadGeometry, look: PresenterLook) => HairParts> = {
  curls,
  crop,
  bob,
  "short-grey": shortGrey,
  "long-waves": longWaves,
};

export function drawHair(g: HeadGeometry, look: PresenterLook): HairParts {
  return styles[look.hair.style](g, look);
}

/**
 * The hair's soft shadow on the forehead: a band just below the hairline, hidden above by the hair itself. Drawn as
 * a band rather than the whole front shape moved down, so nothing of it falls outside the face, and with no clip
 * (resvg pays for a clip with a mask per frame).
 */
export function hairShadow(hair: HairParts, look: PresenterLook): string {
  if (hair.hairline.length < 2) return "";
  const lower = hair.hairline.map(([x, y]): Point => [x, y + 10]);
  const upper = [...hair.hairline].reverse().map(([x, y]): Point => [x, y - 12]);
  return `<path d="${smooth([...lower, ...upper])}" fill="${look.skin.shadow}" fill-opacity=".55"/>`;
}
