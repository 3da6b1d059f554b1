/**
 * Which media each scene shows. The built-in b-roll ids come from studio/broll, which draws them, so the writer can
 * only ever name a b-roll the renderer has.
 */
import { brollIds } from "../broll";
import type { MediaRef } from "../timeline";

/** Roles where the product itself should be on screen, even if that means showing a photo again. */
const productShots = new Set(["hook", "price", "cta"]);

/**
 * The product's images in turn; once they are used up, the hook, price and call to action show them again and the
 * other scenes get b-roll, rotating from a seeded start so neighbouring scenes differ.
 */
export function assignMedia(roles: readonly string[], images: readonly string[], brollStart: number): MediaRef[] {
  let nextImage = 0;
  let repeatedImage = 0;
  let brollTurn = 0;
  return roles.map((role) => {
    if (nextImage < images.length) return { kind: "image", path: images[nextImage++]! };
    if (images.length > 0 && productShots.has(role)) return { kind: "image", path: images[repeatedImage++ % images.length]! };
    return { kind: "broll", id: brollIds[(brollStart + brollTurn++) % brollIds.length]! };
  });
}
