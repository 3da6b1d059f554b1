/**
 * The face's parts for one frame: ears, skin with its soft shading, eyes with lids, brows, nose, mouth, and the
 * extras a look may have (beard, glasses, earrings). Each returns SVG markup in design units around the head's
 * geometry; the mouth is drawn from jawOpen and lipWidth, the lids from blink.
 */
import type { MotionFrame } from "../avatar-provider";
import type { PresenterLook } from "./look";
import { clamp, cubicAt, curveTo, faceOutline, faceSide, lerp, num, pt, splitCubic, type Cubic, type HeadGeometry } from "./svg-parts";

export function drawEars(g: HeadGeometry, look: PresenterLook): string {
  if (look.hair.coversEars) return "";
  const ear = (sign: 1 | -1) => {
    // The ear on the side the head turns away from shows a little more.
    const x = g.cx - g.outlineShift * 1.5 + sign * (g.cheekHalf - 8);
    const reach = 30 + sign * g.featureShift * -0.35;
    const outer = `M ${pt(x, 400)} C ${pt(x + sign * reach, 385)} ${pt(x + sign * (reach + 8), 430)} ${pt(x + sign * (reach - 4), 458)} C ${pt(x + sign * (reach - 10), 482)} ${pt(x + sign * 10, 490)} ${pt(x - sign * 2, 478)} Z`;
    const inner = `M ${pt(x + sign * 4, 414)} C ${pt(x + sign * (reach - 8), 405)} ${pt(x + sign * (reach - 6), 440)} ${pt(x + sign * (reach - 12), 456)} C ${pt(x + sign * (reach - 16), 466)} ${pt(x + sign * 10, 462)} ${pt(x + sign * 6, 452)} Z`;
    const ring = look.earrings
      ? `<circle cx="${num(x + sign * 14)}" cy="490" r="6.5" fill="${look.earrings}"/><circle cx="${num(x + sign * 12)}" cy="488" r="2" fill="#fff" fill-opacity=".6"/>`
      : "";
    return `<path d="${outer}" fill="${look.skin.base}"/><path d="${inner}" fill="${look.skin.shadow}" fill-opacity=".7"/>${ring}`;
  };
  return ear(-1) + ear(1);
}

/**
 * Skin with the shading that gives it volume: the far side of the face in shadow (a crescent that follows the
 * outline exactly, so it needs no clipping, which resvg pays for with a mask per frame) and a little blush.
 */
export function drawFace(g: HeadGeometry, look: PresenterLook): string {
  const side = faceSide(g, 1);
  const [, fromTemple] = splitCubic(side[0]!, 0.55);
  const [toChin] = splitCubic(side[3]!, 0.7);
  const start = fromTemple[0];
  const end = toChin[3];
  const inner = `C ${pt(g.cx + g.cheekHalf * 0.7, g.jawY - 10)} ${pt(g.cx + g.cheekHalf * 0.86, g.templeY)} ${pt(start[0], start[1])}`;
  const shade = `M ${pt(start[0], start[1])} ${[fromTemple, side[1]!, side[2]!, toChin].map(curveTo).join(" ")} L ${pt(end[0], end[1])} ${inner} Z`;
  const blushX = g.cheekHalf * 0.62;
  const blush = [-1, 1]
    .map((sign) => `<ellipse cx="${num(g.cx + g.featureShift * 0.8 + sign * blushX)}" cy="478" rx="26" ry="14" fill="${look.skin.blush}" fill-opacity=".2"/>`)
    .join("");
  return `<path d="${faceOutline(g)}" fill="${look.skin.base}"/><path d="${shade}" fill="${look.skin.shadow}" fill-opacity=".45"/>${blush}`;
}

export function drawEyes(g: HeadGeometry, look: PresenterLook, motion: MotionFrame): string {
  const blink = clamp(motion.blink, 0, 1);
  const { size, tilt } = look.eyes;
  const halfWidth = 27 * size;
  const openUpper = 20 * size;
  const lower = 10 * size;
  return [-1, 1]
    .map((sign) => {
      const ex = g.cx + g.featureShift + sign * g.eyeGap;
      const y = g.eyeY;
      const inner: [number, number] = [ex - sign * halfWidth, y + 2];
      const outer: [number, number] = [ex + sign * halfWidth, y - tilt];
      // The upper lid travels down to the lower lid's curve: at blink 1 the opening is a closed, downward arc.
      const upper = lerp(-openUpper, lower * 0.9, blink);
      const [left, right] = sign === 1 ? [inner, outer] : [outer, inner];
      const top = `C ${pt(ex - halfWidth * 0.55, y + upper * 1.2)} ${pt(ex + halfWidth * 0.45, y + upper * 1.25)} ${pt(right[0], right[1])}`;
      const bottom = `C ${pt(ex + halfWidth * 0.5, y + lower * 1.2)} ${pt(ex - halfWidth * 0.5, y + lower * 1.2)} ${pt(left[0], left[1])}`;
      const opening = `M ${pt(left[0], left[1])} ${top} ${bottom} Z`;
      const irisX = ex + g.featureShift * 0.15;
      const irisR = 13 * size;
      // Skin-coloured caps above and below the opening hide the iris where the lids cover it: no clip mask needed.
      const caps =
        `<path d="M ${pt(left[0], left[1])} ${top} L ${pt(right[0], y - 36)} L ${pt(left[0], y - 36)} Z" fill="${look.skin.base}"/>` +
        `<path d="M ${pt(right[0], right[1])} ${bottom} L ${pt(left[0], y + 28)} L ${pt(right[0], y + 28)} Z" fill="${look.skin.base}"/>`;
      const eyeball =
        blink < 0.97
          ? `<path d="${opening}" fill="#fbf8f4"/>` +
            `<circle cx="${num(irisX)}" cy="${num(y + 1)}" r="${num(irisR)}" fill="${look.iris}"/>` +
            `<circle cx="${num(irisX)}" cy="${num(y + 1)}" r="${num(irisR * 0.48)}" fill="#16100e"/>` +
            `<circle cx="${num(irisX + irisR * 0.38)}" cy="${num(y - irisR * 0.35)}" r="${num(irisR * 0.26)}" fill="#fff" fill-opacity=".95"/>` +
            // The lid's shadow on the eyeball, so the white does not glare; the cap hides its upper half.
            `<path d="M ${pt(left[0], left[1])} ${top}" fill="none" stroke="${look.skin.shadow}" stroke-width="9" stroke-opacity=".45"/>` +
            caps
          : "";
      const lashWidth = look.eyes.lashes ? 4.6 : 3.6;
      const lash = `<path d="M ${pt(left[0], left[1])} ${top}" fill="none" stroke="#1f1512" stroke-width="${lashWidth}" stroke-linecap="round"/>`;
      const flick = look.eyes.lashes
        ? `<path d="M ${pt(outer[0] - sign * 3, outer[1])} q ${num(sign * 9)} ${num(-3 - blink * 2)} ${num(sign * 13)} ${num(-9 + blink * 8)}" fill="none" stroke="#1f1512" stroke-width="3.4" stroke-linecap="round"/>`
        : "";
      const creaseLift = lerp(-openUpper - 9, -openUpper - 4, blink);
      const crease = `<path d="M ${pt(ex - halfWidth * 0.8, y + creaseLift * 0.55)} Q ${pt(ex, y + creaseLift * 1.25)} ${pt(ex + halfWidth * 0.85, y + creaseLift * 0.5 - tilt)}" fill="none" stroke="${look.skin.shadow}" stroke-width="2.6" stroke-linecap="round" stroke-opacity=".8"/>`;
      const underEye = look.creases
        ? `<path d="M ${pt(ex - halfWidth * 0.6, y + lower + 9)} Q ${pt(ex, y + lower + 15)} ${pt(ex + halfWidth * 0.7, y + lower + 7)}" fill="none" stroke="${look.skin.shadow}" stroke-width="2.4" stroke-linecap="round" stroke-opacity=".7"/>`
        : "";
      return crease + underEye + eyeball + lash + flick;
    })
    .join("");
}

export function drawBrows(g: HeadGeometry, look: PresenterLook): string {
  // Brows lift a little on wide-open vowels, as a speaker's do.
  const lift = g.jawOpen * 3;
  return [-1, 1]
    .map((sign) => {
      const ex = g.cx + g.featureShift + sign * g.eyeGap;
      const y = g.browY - lift;
      const inner = ex - sign * 27;
      const outer = ex + sign * 32;
      const d =
        `M ${pt(inner, y + 6)} C ${pt(ex - sign * 8, y - 6)} ${pt(ex + sign * 14, y - 9)} ${pt(outer, y + 2)} ` +
        `C ${pt(ex + sign * 14, y - 3)} ${pt(ex - sign * 8, y + 1)} ${pt(inner, y + 14)} Z`;
      return `<path d="${d}" fill="${look.brows}" stroke="${look.brows}" stroke-width="1.5" stroke-linejoin="round"/>`;
    })
    .join("");
}

export function drawNose(g: HeadGeometry, look: PresenterLook): string {
  const x = g.cx + g.noseShift;
  const y = g.noseY;
  const bridge = `<path d="M ${pt(x + 9, g.eyeY + 14)} C ${pt(x + 14, y - 40)} ${pt(x + 18, y - 18)} ${pt(x + 16, y - 4)}" fill="none" stroke="${look.skin.shadow}" stroke-width="5" stroke-linecap="round" stroke-opacity=".55"/>`;
  const tip = `<path d="M ${pt(x - 19, y - 2)} C ${pt(x - 22, y + 10)} ${pt(x - 8, y + 13)} ${pt(x, y + 10)} C ${pt(x + 8, y + 13)} ${pt(x + 22, y + 10)} ${pt(x + 19, y - 2)} C ${pt(x + 12, y + 4)} ${pt(x - 12, y + 4)} ${pt(x - 19, y - 2)} Z" fill="${look.skin.shadow}" fill-opacity=".85"/>`;
  const shine = `<ellipse cx="${num(x - 3)}" cy="${num(y - 6)}" rx="7" ry="5" fill="#fff" fill-opacity=".14"/>`;
  return bridge + tip + shine;
}

/**
 * The mouth from jawOpen (0 lips together, 1 wide open) and lipWidth (0 rounded, 0.5 rest, 1 spread). The opening is
 * two curves between the corners; the lower lip travels most, as a jaw does. Inside: a dark interior, the upper
 * teeth, the lower teeth on wide vowels and the tongue.
 */
export function drawMouth(g: HeadGeometry, look: PresenterLook, motion: MotionFrame): string {
  const open = g.jawOpen;
  const width = clamp(motion.lipWidth, 0, 1);
  const round = Math.max(0, 0.5 - width) * 2;
  const spread = Math.max(0, width - 0.5) * 2;
  const cx = g.cx + g.featureShift * 0.9;
  const y = g.mouthY;
  const half = g.mouthHalf * (1 - 0.3 * round + 0.28 * spread + 0.06 * open);
  const gap = open * 46 * (1 + 0.15 * round - 0.25 * spread);
  const up = gap * 0.3;
  const down = gap * 0.7;
  const cornerY = y - spread * 4 + round * 1;
  const roundness = 0.5 + 0.4 * round;
  const upperThick = (look.eyes.lashes ? 9 : 6.5) * (1 + 0.35 * round - 0.2 * spread);
  const lowerThick = (look.eyes.lashes ? 12 : 10) * (1 + 0.3 * round - 0.15 * spread);
  const left = pt(cx - half, cornerY);
  const right = pt(cx + half, cornerY);
  const topEdge = `C ${pt(cx - half * roundness, y - up * 1.33 - 1.5)} ${pt(cx + half * roundness, y - up * 1.33 - 1.5)} ${right}`;
  const bottomEdge = `C ${pt(cx + half * roundness, y + down * 1.33)} ${pt(cx - half * roundness, y + down * 1.33)} ${left}`;
  const opening = `M ${left} ${topEdge} ${bottomEdge} Z`;
  const topOuterY = y - up - upperThick;
  const upperLip =
    `M ${left} C ${pt(cx - half * 0.75, cornerY - upperThick * 0.7)} ${pt(cx - half * 0.45, topOuterY - 1)} ${pt(cx - half * 0.24, topOuterY)} ` +
    `Q ${pt(cx, topOuterY - 0.5)} ${pt(cx, topOuterY + 2.5)} Q ${pt(cx, topOuterY - 0.5)} ${pt(cx + half * 0.24, topOuterY)} ` +
    `C ${pt(cx + half * 0.45, topOuterY - 1)} ${pt(cx + half * 0.75, cornerY - upperThick * 0.7)} ${right} ` +
    `C ${pt(cx + half * roundness, y - up * 1.33 - 1.5)} ${pt(cx - half * roundness, y - up * 1.33 - 1.5)} ${left} Z`;
  const lowerLip =
    `M ${left} C ${pt(cx - half * roundness, y + down * 1.33)} ${pt(cx + half * roundness, y + down * 1.33)} ${right} ` +
    `C ${pt(cx + half * 0.8, y + down + lowerThick * 1.2)} ${pt(cx - half * 0.8, y + down + lowerThick * 1.2)} ${left} Z`;
  let inside = "";
  if (gap > 0.8) {
    const top: Cubic = [
      [cx - half, cornerY],
      [cx - half * roundness, y - up * 1.33 - 1.5],
      [cx + half * roundness, y - up * 1.33 - 1.5],
      [cx + half, cornerY],
    ];
    const bottom: Cubic = [
      [cx - half, cornerY],
      [cx - half * roundness, y + down * 1.33],
      [cx + half * roundness, y + down * 1.33],
      [cx + half, cornerY],
    ];
    // Both edges share their controls' x, so at the same t they sit one above the other: the opening's height there.
    // Teeth and tongue are bands along an edge no deeper than the opening, so they need no clip mask.
    const band = (from: number, to: number, edge: Cubic, depth: (height: number) => number): string => {
      const [, tail] = splitCubic(edge, from);
      const [part] = splitCubic(tail, (to - from) / (1 - from));
      const samples = Array.from({ length: 9 }, (_, index) => to - ((to - from) * index) / 8);
      const inner = samples.map((t) => {
        const [x, yTop] = cubicAt(top, t);
        const height = cubicAt(bottom, t)[1] - yTop;
        return pt(x, cubicAt(edge, t)[1] + (edge === top ? 1 : -1) * depth(height));
      });
      return `M ${pt(part[0][0], part[0][1])} ${curveTo(part)} L ${inner.join(" L ")} Z`;
    };
    const teeth = band(0.1, 0.9, top, (height) => Math.min(3 + gap * 0.3, 11, height * 0.55));
    const tongue = band(0.2, 0.8, bottom, (height) => Math.min(gap * 0.4, height * 0.45));
    const lowerTeeth = gap > 24 ? `<path d="${band(0.32, 0.68, bottom, (height) => Math.min(6, height * 0.2))}" fill="#e4ded6"/>` : "";
    inside = `<path d="${opening}" fill="#3b1519"/><path d="${tongue}" fill="#c25b64"/>${lowerTeeth}<path d="${teeth}" fill="#f7f4ee"/>`;
  }
  const seam = `<path d="M ${left} ${topEdge}" fill="none" stroke="${look.lips.line}" stroke-width="${gap > 0.8 ? 2 : 3}" stroke-linecap="round"/>`;
  const cornerDimples =
    spread > 0.3
      ? [-1, 1]
          .map(
            (sign) =>
              `<path d="M ${pt(cx + sign * (half + 3), cornerY - 6)} q ${num(sign * 5)} 5 ${num(sign * 1)} 11" fill="none" stroke="${look.skin.shadow}" stroke-width="2.4" stroke-linecap="round" stroke-opacity="${num(spread * 0.8)}"/>`,
          )
          .join("")
      : "";
  const shine = `<ellipse cx="${num(cx + half * 0.15)}" cy="${num(y + down + lowerThick * 0.45)}" rx="${num(half * 0.3)}" ry="${num(lowerThick * 0.2)}" fill="#fff" fill-opacity=".22"/>`;
  const chinShadow = `<path d="M ${pt(cx - half * 0.5, y + down + lowerThick + 9)} Q ${pt(cx, y + down + lowerThick + 15)} ${pt(cx + half * 0.5, y + down + lowerThick + 9)}" fill="none" stroke="${look.skin.shadow}" stroke-width="3" stroke-linecap="round" stroke-opacity=".5"/>`;
  return chinShadow + inside + `<path d="${lowerLip}" fill="${look.lips.lower}"/><path d="${upperLip}" fill="${look.lips.upper}"/>` + shine + seam + cornerDimples;
}

/** Smile lines from the nose to past the mouth corners, for an older face. */
export function drawCreases(g: HeadGeometry, look: PresenterLook): string {
  if (!look.creases) return "";
  return [-1, 1]
    .map((sign) => {
      const x = g.cx + g.featureShift + sign * 34;
      return `<path d="M ${pt(x, g.noseY + 2)} C ${pt(x + sign * 14, g.noseY + 26)} ${pt(x + sign * 18, g.mouthY + 6)} ${pt(x + sign * 14, g.mouthY + 26 + g.jawOpen * 8)}" fill="none" stroke="${look.skin.shadow}" stroke-width="3" stroke-linecap="round" stroke-opacity=".6"/>`;
    })
    .join("");
}

/** A short full beard: it follows the jaw down as the mouth opens, with a moustache above the upper lip. */
export function drawBeard(g: HeadGeometry, look: PresenterLook): string {
  if (!look.beard) return "";
  const { cx } = g;
  const fx = cx + g.featureShift * 0.9;
  const sideTop = g.cheekY + 22;
  const d =
    `M ${pt(cx - g.cheekHalf - 1, sideTop)} C ${pt(cx - g.cheekHalf - 2, g.cheekY + 45)} ${pt(cx - g.jawHalf - 20, g.jawY - 24)} ${pt(cx - g.jawHalf - 3, g.jawY + 6)} ` +
    `C ${pt(cx - g.jawHalf + 24, g.chinY + 14)} ${pt(cx - 30, g.chinY + 16)} ${pt(cx, g.chinY + 16)} ` +
    `C ${pt(cx + 30, g.chinY + 16)} ${pt(cx + g.jawHalf - 24, g.chinY + 14)} ${pt(cx + g.jawHalf + 3, g.jawY + 6)} ` +
    `C ${pt(cx + g.jawHalf + 20, g.jawY - 24)} ${pt(cx + g.cheekHalf + 2, g.cheekY + 45)} ${pt(cx + g.cheekHalf + 1, sideTop)} ` +
    `L ${pt(cx + g.cheekHalf - 12, sideTop)} C ${pt(cx + g.cheekHalf - 22, g.cheekY + 70)} ${pt(fx + 66, g.noseY + 42)} ${pt(fx + 40, g.noseY + 24)} ` +
    `C ${pt(fx + 22, g.noseY + 15)} ${pt(fx - 22, g.noseY + 15)} ${pt(fx - 40, g.noseY + 24)} ` +
    `C ${pt(fx - 66, g.noseY + 42)} ${pt(cx - g.cheekHalf + 22, g.cheekY + 70)} ${pt(cx - g.cheekHalf + 12, sideTop)} Z`;
  return `<path d="${d}" fill="${look.beard}"/><path d="${d}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="3"/>`;
}

/** The skin around the mouth inside a beard, so the lips sit on skin rather than hair. */
export function drawBeardMouthPatch(g: HeadGeometry, look: PresenterLook): string {
  if (!look.beard) return "";
  const fx = g.cx + g.featureShift * 0.9;
  const half = g.mouthHalf + 8;
  const y = g.mouthY;
  return `<path d="M ${pt(fx - half, y - 8)} Q ${pt(fx, y - 14)} ${pt(fx + half, y - 8)} Q ${pt(fx + half + 2, y + 12 + g.jawOpen * 30)} ${pt(fx, y + 24 + g.jawOpen * 34)} Q ${pt(fx - half - 2, y + 12 + g.jawOpen * 30)} ${pt(fx - half, y - 8)} Z" fill="${look.beard}" fill-opacity=".55"/>`;
}

export function drawGlasses(g: HeadGeometry, look: PresenterLook): string {
  if (!look.glasses) return "";
  const frame = look.glasses;
  const lens = (sign: 1 | -1) => {
    const ex = g.cx + g.featureShift + sign * g.eyeGap;
    return `<rect x="${num(ex - 38)}" y="${num(g.eyeY - 28)}" width="76" height="56" rx="20" fill="#fff" fill-opacity=".1" stroke="${frame}" stroke-width="6"/><path d="M ${pt(ex - 22, g.eyeY + 16)} L ${pt(ex + 6, g.eyeY - 20)}" stroke="#fff" stroke-opacity=".25" stroke-width="5" stroke-linecap="round"/>`;
  };
  const fx = g.cx + g.featureShift;
  const bridge = `<path d="M ${pt(fx - g.eyeGap + 38, g.eyeY - 6)} Q ${pt(fx, g.eyeY - 18)} ${pt(fx + g.eyeGap - 38, g.eyeY - 6)}" fill="none" stroke="${frame}" stroke-width="5"/>`;
  const arms = [-1, 1]
    .map(
      (sign) =>
        `<path d="M ${pt(fx + sign * (g.eyeGap + 38), g.eyeY - 14)} L ${pt(g.cx + sign * (g.cheekHalf + 2), g.eyeY - 10)}" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join("");
  return arms + lens(-1) + lens(1) + bridge;
}
