/**
 * Neck, shoulders and clothes. They reach below the design space's bottom edge so a breath that lifts them never
 * opens a gap at the frame's edge.
 */
import type { OutfitStyle, PresenterLook } from "./look";
import { designCentreX as cx, num, pt } from "./svg-parts";

const bottom = 1090;

/** The shoulders' silhouette, from the right side of the neckline round to the left side; the neckline closes it. */
function shoulders(neckHalf: number, neckY: number): string {
  return (
    `M ${pt(cx + neckHalf, neckY)} C ${pt(cx + 120, neckY + 30)} ${pt(cx + 250, 682)} ${pt(cx + 330, 714)} ` +
    `C ${pt(cx + 408, 746)} ${pt(cx + 438, 815)} ${pt(cx + 446, 900)} L ${pt(cx + 452, bottom)} L ${pt(cx - 452, bottom)} L ${pt(cx - 446, 900)} ` +
    `C ${pt(cx - 438, 815)} ${pt(cx - 408, 746)} ${pt(cx - 330, 714)} C ${pt(cx - 250, 682)} ${pt(cx - 120, neckY + 30)} ${pt(cx - neckHalf, neckY)}`
  );
}

function neck(look: PresenterLook): string {
  // The neck flares into the shoulders so no neckline leaves a gap between skin and cloth.
  const shape = `M ${pt(cx - 56, 480)} L ${pt(cx + 56, 480)} C ${pt(cx + 56, 560)} ${pt(cx + 62, 630)} ${pt(cx + 104, 700)} L ${pt(cx + 70, 820)} L ${pt(cx - 70, 820)} L ${pt(cx - 104, 700)} C ${pt(cx - 62, 630)} ${pt(cx - 56, 560)} ${pt(cx - 56, 480)} Z`;
  // Shadows that follow the neck's own sides, so they need no clipping.
  const underChin = `M ${pt(cx - 56, 500)} L ${pt(cx + 56, 500)} L ${pt(cx + 57, 580)} C ${pt(cx + 40, 640)} ${pt(cx - 40, 640)} ${pt(cx - 57, 580)} Z`;
  const farSide = `M ${pt(cx + 40, 520)} C ${pt(cx + 42, 600)} ${pt(cx + 50, 650)} ${pt(cx + 70, 700)} L ${pt(cx + 90, 690)} C ${pt(cx + 60, 620)} ${pt(cx + 56, 560)} ${pt(cx + 56, 520)} Z`;
  return `<path d="${shape}" fill="${look.skin.base}"/><path d="${underChin}" fill="${look.skin.shadow}" fill-opacity=".8"/><path d="${farSide}" fill="${look.skin.shadow}" fill-opacity=".45"/>`;
}

/** Soft folds where the arms meet the chest, and the shade a neckline throws. */
function folds(colour: string): string {
  return [-1, 1]
    .map(
      (sign) =>
        `<path d="M ${pt(cx + sign * 318, 850)} C ${pt(cx + sign * 300, 920)} ${pt(cx + sign * 300, 980)} ${pt(cx + sign * 306, bottom)}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-opacity=".7"/>`,
    )
    .join("");
}

function sideShade(colour: string): string {
  return `<path d="M ${pt(cx + 330, 714)} C ${pt(cx + 408, 746)} ${pt(cx + 438, 815)} ${pt(cx + 446, 900)} L ${pt(cx + 452, bottom)} L ${pt(cx + 360, bottom)} C ${pt(cx + 370, 900)} ${pt(cx + 380, 780)} ${pt(cx + 330, 714)} Z" fill="${colour}" fill-opacity=".55"/>`;
}

function wrapTop(look: PresenterLook): string {
  const { main } = look.outfit;
  const garment = `${shoulders(82, 650)} C ${pt(cx - 60, 700)} ${pt(cx - 20, 770)} ${pt(cx + 6, 800)} C ${pt(cx + 30, 760)} ${pt(cx + 66, 700)} ${pt(cx + 82, 650)} Z`;
  const overlap = `<path d="M ${pt(cx + 6, 800)} C ${pt(cx + 80, 880)} ${pt(cx + 180, 960)} ${pt(cx + 250, bottom)}" fill="none" stroke="${main.shadow}" stroke-width="6" stroke-linecap="round"/>`;
  const collarEdge = `<path d="M ${pt(cx - 82, 650)} C ${pt(cx - 60, 700)} ${pt(cx - 20, 770)} ${pt(cx + 6, 800)} C ${pt(cx + 30, 760)} ${pt(cx + 66, 700)} ${pt(cx + 82, 650)}" fill="none" stroke="${main.light ?? main.shadow}" stroke-width="10" stroke-linejoin="round" stroke-opacity=".6"/>`;
  return `<path d="${garment}" fill="${main.base}"/>${sideShade(main.shadow)}${folds(main.shadow)}${overlap}${collarEdge}`;
}

function blazer(look: PresenterLook): string {
  const { main, inner } = look.outfit;
  const tee = `${shoulders(70, 648)} Q ${pt(cx, 730)} ${pt(cx + 70, 648)} Z`;
  const rib = `<path d="M ${pt(cx - 70, 648)} Q ${pt(cx, 730)} ${pt(cx + 70, 648)}" fill="none" stroke="${inner.shadow}" stroke-width="9"/>`;
  const panel = (sign: 1 | -1) => {
    const x = (dx: number) => num(cx + sign * dx);
    return (
      `M ${x(96)} 656 C ${x(130)} 676 ${x(250)} 682 ${x(330)} 714 C ${x(408)} 746 ${x(438)} 815 ${x(446)} 900 L ${x(452)} ${bottom} L ${x(40)} ${bottom} ` +
      `L ${x(14)} ${bottom} Z`
    );
  };
  const lapel = (sign: 1 | -1) => {
    const x = (dx: number) => num(cx + sign * dx);
    return `M ${x(96)} 656 L ${x(150)} 740 L ${x(126)} 760 L ${x(150)} 790 L ${x(14)} 940 L ${x(60)} 780 Z`;
  };
  const panels = [-1, 1].map((sign) => `<path d="${panel(sign as 1 | -1)}" fill="${main.base}"/>`).join("");
  const lapels = [-1, 1]
    .map(
      (sign) =>
        `<path d="${lapel(sign as 1 | -1)}" fill="${main.shadow}"/><path d="${lapel(sign as 1 | -1)}" fill="none" stroke="${main.light ?? main.base}" stroke-width="3" stroke-opacity=".5"/>`,
    )
    .join("");
  return `<path d="${tee}" fill="${inner.base}"/>${rib}${panels}${sideShade(main.shadow)}${folds(main.shadow)}${lapels}`;
}

function turtleneck(look: PresenterLook): string {
  const { main } = look.outfit;
  const sweater = `${shoulders(84, 664)} Q ${pt(cx, 700)} ${pt(cx + 84, 664)} Z`;
  const collar = `M ${pt(cx - 70, 585)} Q ${pt(cx, 605)} ${pt(cx + 70, 585)} L ${pt(cx + 86, 668)} Q ${pt(cx, 702)} ${pt(cx - 86, 668)} Z`;
  const ribs = [-50, -25, 0, 25, 50]
    .map(
      (dx) =>
        `<path d="M ${pt(cx + dx, 604 - Math.abs(dx) * 0.15)} L ${pt(cx + dx * 1.15, 690 - Math.abs(dx) * 0.3)}" stroke="${main.shadow}" stroke-width="3" fill-opacity=".6"/>`,
    )
    .join("");
  const fold = `<path d="M ${pt(cx - 80, 632)} Q ${pt(cx, 660)} ${pt(cx + 80, 632)}" fill="none" stroke="${main.shadow}" stroke-width="6" stroke-linecap="round"/>`;
  return `<path d="${sweater}" fill="${main.base}"/>${sideShade(main.shadow)}${folds(main.shadow)}<path d="${collar}" fill="${main.base}"/><path d="${collar}" fill="${main.shadow}" fill-opacity=".25"/>${ribs}${fold}`;
}

function cardigan(look: PresenterLook): string {
  const { main, inner } = look.outfit;
  const shirt = `${shoulders(70, 640)} Q ${pt(cx, 690)} ${pt(cx + 70, 640)} Z`;
  const collar = [-1, 1]
    .map((sign) => {
      const x = (dx: number) => cx + sign * dx;
      return `<path d="M ${pt(x(62), 612)} L ${pt(x(96), 664)} L ${pt(x(70), 740)} L ${pt(x(4), 690)} Z" fill="${inner.light ?? inner.base}" stroke="${inner.shadow}" stroke-width="3" stroke-linejoin="round"/>`;
    })
    .join("");
  const panel = (sign: 1 | -1) => {
    const x = (dx: number) => num(cx + sign * dx);
    return `M ${x(92)} 660 C ${x(130)} 676 ${x(250)} 682 ${x(330)} 714 C ${x(408)} 746 ${x(438)} 815 ${x(446)} 900 L ${x(452)} ${bottom} L ${x(20)} ${bottom} L ${x(20)} 900 Z`;
  };
  const panels = [-1, 1].map((sign) => `<path d="${panel(sign as 1 | -1)}" fill="${main.base}"/>`).join("");
  const band = [-1, 1]
    .map(
      (sign) => `<path d="M ${pt(cx + sign * 92, 660)} L ${pt(cx + sign * 20, 900)} L ${pt(cx + sign * 20, bottom)}" fill="none" stroke="${main.shadow}" stroke-width="14"/>`,
    )
    .join("");
  const buttons = [930, 1010].map((y) => `<circle cx="${cx - 20}" cy="${y}" r="7" fill="${main.light ?? main.shadow}"/>`).join("");
  const placket = `<path d="M ${pt(cx, 690)} L ${pt(cx, bottom)}" stroke="${inner.shadow}" stroke-width="3"/>`;
  return `<path d="${shirt}" fill="${inner.base}"/>${placket}${collar}${panels}${sideShade(main.shadow)}${folds(main.shadow)}${band}${buttons}`;
}

function denimShirt(look: PresenterLook): string {
  const { main, inner } = look.outfit;
  const shirt = `${shoulders(70, 642)} Q ${pt(cx, 760)} ${pt(cx + 70, 642)} Z`;
  const collar = [-1, 1]
    .map((sign) => {
      const x = (dx: number) => cx + sign * dx;
      return `<path d="M ${pt(x(64), 615)} L ${pt(x(100), 668)} L ${pt(x(96), 748)} L ${pt(x(22), 742)} Z" fill="${main.base}" stroke="${main.shadow}" stroke-width="4" stroke-linejoin="round"/>`;
    })
    .join("");
  const pockets = [-1, 1]
    .map(
      (sign) =>
        `<path d="M ${pt(cx + sign * 150, 806)} L ${pt(cx + sign * 272, 806)} L ${pt(cx + sign * 266, 850)} L ${pt(cx + sign * 211, 862)} L ${pt(cx + sign * 156, 850)} Z" fill="${main.shadow}" fill-opacity=".55"/>`,
    )
    .join("");
  const placket = `<path d="M ${pt(cx + 12, 740)} L ${pt(cx + 12, bottom)}" stroke="${main.shadow}" stroke-width="5"/>`;
  const tee = `<path d="M ${pt(cx - 70, 642)} Q ${pt(cx, 760)} ${pt(cx + 70, 642)} Q ${pt(cx, 700)} ${pt(cx - 70, 642)} Z" fill="${inner.base}"/>`;
  return `<path d="${shirt}" fill="${main.base}"/>${tee}${sideShade(main.shadow)}${folds(main.shadow)}${placket}${pockets}${collar}`;
}

const outfits: Record<OutfitStyle, (look: PresenterLook) => string> = {
  "wrap-top": wrapTop,
  blazer,
  turtleneck,
  cardigan,
  "denim-shirt": denimShirt,
};

export function drawBody(look: PresenterLook): string {
  return neck(look) + outfits[look.outfit.style](look);
}
