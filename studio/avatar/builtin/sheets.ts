/**
 * Contact sheets of the built-in presenters, for looking at them as a customer would:
 *   npx tsx studio/avatar/builtin/sheets.ts [outDir]
 * writes `<id>.png` per presenter (rest, the mouth on "aa", "ee", "oo" and "m", a blink, a turned and tilted head;
 * on a light row and a dark row) and `portraits.png`, every presenter's still side by side.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { MotionFrame } from "../avatar-provider";
import { figurePlacement, presenterSvg } from "./draw-presenter";
import { resvgOptions } from "./frame-renderer";
import { builtinPresenters, presenterStill, restingMotion } from "./index";
import { builtinPresenterList } from "./presenters";

const outDir = process.argv[2] ?? "docs/screenshots/presenters";

const poses: { label: string; motion: Partial<MotionFrame> }[] = [
  { label: "rest", motion: {} },
  { label: "aa (open)", motion: { jawOpen: 1, lipWidth: 0.55 } },
  { label: "ee (spread)", motion: { jawOpen: 0.3, lipWidth: 0.95 } },
  { label: "oo (round)", motion: { jawOpen: 0.35, lipWidth: 0.05 } },
  { label: "m (closed)", motion: { jawOpen: 0, lipWidth: 0.45 } },
  { label: "blink", motion: { blink: 1 } },
  { label: "turned, tilted", motion: { jawOpen: 0.45, headYaw: 6, headRoll: 4, breath: 1 } },
];
const backgrounds = [
  { name: "light", colour: "#eeece8", text: "#3a3a3a" },
  { name: "dark", colour: "#1d2230", text: "#d8dbe2" },
];

const frameSize = { width: 760, height: 760 };
const { scale, x, y } = figurePlacement(frameSize);
/** Head and shoulders' top, where the mouth and eyes are large enough to judge. */
const tile = { left: Math.round(x + 230 * scale), top: Math.round(y + 110 * scale), width: Math.round(540 * scale), height: Math.round(650 * scale) };
const labelHeight = 34;
const gap = 12;

function label(text: string, colour: string, background: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width}" height="${labelHeight}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="23" text-anchor="middle" font-family="DejaVu Sans" font-size="17" fill="${colour}">${text}</text></svg>`;
  return new Resvg(svg).render().asPng();
}

async function sheet(id: string): Promise<Buffer> {
  const presenter = builtinPresenterList.find((candidate) => candidate.id === id)!;
  const width = gap + poses.length * (tile.width + gap);
  const rowHeight = tile.height + labelHeight + gap;
  const tiles: sharp.OverlayOptions[] = [];
  backgrounds.forEach((background, row) => {
    tiles.push({ input: { create: { width, height: rowHeight + gap, channels: 3, background: background.colour } }, left: 0, top: row * (rowHeight + gap) });
    poses.forEach((pose, column) => {
      const left = gap + column * (tile.width + gap);
      const top = row * (rowHeight + gap) + gap;
      const svg = presenterSvg(presenter.look, { ...restingMotion, ...pose.motion }, frameSize, tile);
      tiles.push({ input: new Resvg(svg, { ...resvgOptions, background: background.colour }).render().asPng(), left, top });
      tiles.push({ input: label(pose.label, background.text, background.colour), left, top: top + tile.height });
    });
  });
  return sharp({ create: { width, height: backgrounds.length * (rowHeight + gap), channels: 3, background: "#000" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
for (const { id } of builtinPresenters) {
  await writeFile(join(outDir, `${id}.png`), await sheet(id));
  console.log(join(outDir, `${id}.png`));
}
const stillSize = 320;
const portraits = builtinPresenters.map(({ id }, index) => ({ input: presenterStill(id, stillSize), left: gap + index * (stillSize + gap), top: gap }));
await writeFile(
  join(outDir, "portraits.png"),
  await sharp({ create: { width: gap + builtinPresenters.length * (stillSize + gap), height: stillSize + 2 * gap, channels: 3, background: "#dfe3ea" } })
    .composite(portraits)
    .png()
    .toBuffer(),
);
console.log(join(outDir, "portraits.png"));
