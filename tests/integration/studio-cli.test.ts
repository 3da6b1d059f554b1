/**
 * The studio's command line as a script would use it: a child process (tsx), a product file or a local shop page,
 * its stdout, stderr, exit code and the files it writes.
 */
import { spawn } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { jpegDeclaring16384Squared } from "../../studio/intake/testing/image-bombs";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { fixtureShopProduct, startFixtureShop, type FixtureShop } from "./fixture-shop";
import { has } from "../requirements";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run studio -- <args>` without npm's own start-up: tsx as a loader in one node process. */
function studio(args: readonly string[], options: { viaNpm?: boolean; typedIn?: string } = {}): Promise<CliRun> {
  const [command, commandArgs] = options.viaNpm
    ? ["npm", ["run", "--silent", "studio", "--", ...args]]
    : [process.execPath, ["--import", "tsx", "studio/cli/main.ts", ...args]];
  // npm runs the script in the repository and tells it in INIT_CWD where the command was typed; paths mean that folder.
  const env = { ...process.env, INIT_CWD: options.typedIn ?? repoRoot, LOG_LEVEL: "warn" };
  const child = spawn(command as string, commandArgs as string[], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const lamp = {
  name: "Lumen Desk Lamp",
  brand: "Brightwork",
  description: "A slim aluminium desk lamp with a warm, even light. It folds flat for travel.",
  price: 59,
  currency: "usd",
  features: ["Three brightness levels", "USB-C powered", "Folds flat"],
  images: ["lamp.jpg"],
};

// Each case starts the CLI several times through tsx, a few seconds apiece on a busy two-core machine.
describe.skipIf(!canRender)("npm run studio", { timeout: 120_000 }, () => {
  let dir: string;
  let productFile: string;
  let shop: FixtureShop;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "promoreel-cli-test-"));
    shop = await startFixtureShop(defaultRenderStages().tools, path.join(dir, "shop-images"));
    await copyFile(path.join(dir, "shop-images/bottle-front.jpg"), path.join(dir, "lamp.jpg"));
    productFile = path.join(dir, "lamp.json");
    await writeFile(productFile, JSON.stringify(lamp));
  });

  afterAll(async () => {
    await shop?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("prints a product file's ideas and one idea's script, the same for the same seed", async () => {
    const [ideas, again, otherSeed, script, text] = await Promise.all([
      studio(["ideas", "--product", productFile, "--json"]),
      studio(["ideas", "--product", productFile, "--json"]),
      studio(["ideas", "--product", productFile, "--json", "--seed", "7"]),
      studio(["script", "--product", productFile, "--idea", "2", "--length", "15", "--json"]),
      studio(["ideas", "--product", "lamp.json"], { typedIn: dir }),
    ]);
    expect(ideas.code, ideas.stderr).toBe(0);
    const listed = JSON.parse(ideas.stdout) as { product: string; seed: number; ideas: { number: number; hook: string; format: string }[] };
    expect(listed).toMatchObject({ product: "Lumen Desk Lamp", seed: 1 });
    expect(listed.ideas.map((idea) => idea.number)).toEqual([1, 2, 3, 4]);
    expect(new Set(listed.ideas.map((idea) => idea.hook.toLowerCase())).size).toBe(4);
    expect(again.stdout).toBe(ideas.stdout);
    expect(JSON.parse(otherSeed.stdout).ideas).not.toEqual(listed.ideas);
    expect(text.stdout).toContain(`2. ${listed.ideas[1]!.hook}`);

    expect(script.code, script.stderr).toBe(0);
    const written = JSON.parse(script.stdout) as {
      idea: { hook: string };
      script: { lengthSeconds: number; scenes: { spoken: string; durationMs: number; media: { kind: string; path?: string } }[] };
    };
    expect(written.idea.hook).toBe(listed.ideas[1]!.hook);
    expect(written.script.lengthSeconds).toBe(15);
    expect(written.script.scenes[0]!.spoken).toBe(listed.ideas[1]!.hook);
    expect(written.script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0)).toBe(15_000);
    // The file's relative image path is resolved next to the file.
    const images = written.script.scenes.filter((scene) => scene.media.kind === "image").map((scene) => scene.media.path);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([path.join(dir, "lamp.jpg")]));
  });

  it("reads a product from a shop page on this machine only with --allow-private-network", async () => {
    const refused = await studio(["ideas", "--product", shop.pageUrl]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(
      "That link points to a private or local network address, which we do not fetch. For a shop served on this machine, add --allow-private-network.",
    );
    expect(shop.requests).toEqual([]);

    const script = await studio(["script", "--product", shop.pageUrl, "--allow-private-network", "--json", "--length", "30"]);
    expect(script.code, script.stderr).toBe(0);
    const written = JSON.parse(script.stdout) as { product: string; script: { scenes: { media: { kind: string; path?: string } }[] } };
    expect(written.product).toBe(fixtureShopProduct.name);
    // Downloaded photos are named by the link they came from, not by the temporary copy the render would read.
    const images = written.script.scenes.filter((scene) => scene.media.kind === "image").map((scene) => scene.media.path!);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${shop.origin}/cdn/shop/products/trail-bottle-`)).toBe(true);
  });

  it("renders a shop page's product in two ratios as playable MP4s, and says where and how long", async () => {
    const out = path.join(dir, "renders", "bottle.mp4");
    await mkdir(path.dirname(out));
    const run = await studio([
      "render",
      "--product",
      shop.pageUrl,
      "--allow-private-network",
      "--ratio",
      "9:16,1:1",
      "--length",
      "15",
      "--music",
      "calm-morning",
      "--scale",
      "0.25",
      "--out",
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const files = { "9:16": path.join(dir, "renders", "bottle-9x16.mp4"), "1:1": path.join(dir, "renders", "bottle-1x1.mp4") };
    expect(run.stdout).toMatch(new RegExp(`${files["9:16"]}  9:16  270x480  15\\.0 s  [\\d.]+ MB`));
    expect(run.stdout).toMatch(new RegExp(`${files["1:1"]}  1:1  270x270  15\\.0 s  [\\d.]+ MB`));
    expect(run.stdout).toMatch(/Rendered 2 videos in \d+\.\d s\./);
    expect(run.stderr).toMatch(/^Idea 1: .+; \d scenes, 15 s, seed 1$/m);
    // Not a terminal: progress comes as plain lines, ending at 100 %.
    expect(run.stderr).toMatch(/^rendering \d+%$/m);
    expect(run.stderr.trim().split("\n").at(-1)).toBe("finishing 100%");
    // Only the finished videos are left: no staging folder, no thumbnails.
    expect((await readdir(path.dirname(out))).sort()).toEqual(["bottle-1x1.mp4", "bottle-9x16.mp4"]);

    const tools = defaultRenderStages().tools;
    for (const [ratio, file] of Object.entries(files)) {
      const probe = await probeMedia(tools, file);
      expect(Math.abs(probe.durationMs - 15_000), ratio).toBeLessThanOrEqual(100);
      expect(probe.video).toMatchObject({ codec: "h264", width: 270, height: ratio === "9:16" ? 480 : 270, framesPerSecond: 30 });
      expect(probe.audio?.codec).toBe("aac");
    }
  });

  it("refuses bad input with a message saying what to change and an exit code per kind of problem", async () => {
    await writeFile(path.join(dir, "broken.json"), '{\n  "name": "Lamp",\n  "price": 12,\n}');
    await writeFile(path.join(dir, "wrong-type.json"), JSON.stringify({ name: "Lamp", price: "12", currency: "USD" }));
    await writeFile(path.join(dir, "missing-image.json"), JSON.stringify({ name: "Lamp", images: ["nowhere.jpg"] }));
    await writeFile(path.join(dir, "huge.jpg"), jpegDeclaring16384Squared());
    await writeFile(path.join(dir, "huge-image.json"), JSON.stringify({ name: "Lamp", images: ["huge.jpg"] }));
    const out = path.join(dir, "refused.mp4");
    const cases: [string[], number, string][] = [
      [
        ["render", "--product", productFile, "--out", out, "--colour", "red"],
        2,
        'Unknown option --colour for "render". Run "npm run studio -- render --help" to see its options.',
      ],
      [["render", "--product", productFile], 2, "--out is required, for example --out video.mp4."],
      [["render", "--product", productFile, "--out", out, "--ratio", "4:3"], 2, '--ratio must be 9:16, 1:1 or 16:9, not "4:3".'],
      [["render", "--product", productFile, "--out", out, "--music", "polka"], 2, '--music: there is no music bed called "polka".'],
      [["publish"], 2, 'Unknown command "publish". Commands: render, ideas, script, slideshow, poster.'],
      [["ideas", "--product", path.join(dir, "absent.json")], 3, `Cannot read ${path.join(dir, "absent.json")}: there is no such file.`],
      [["ideas", "--product", path.join(dir, "broken.json")], 3, `${path.join(dir, "broken.json")} is not valid JSON: line 4, column 1:`],
      [["ideas", "--product", path.join(dir, "wrong-type.json")], 3, '"price" must be a number such as 24.99, not a string.'],
      [["ideas", "--product", path.join(dir, "missing-image.json")], 3, `images[0]: there is no file at ${path.join(dir, "nowhere.jpg")}.`],
      [["ideas", "--product", path.join(dir, "huge-image.json")], 3, `images[0]: ${path.join(dir, "huge.jpg")}: The image is 16384x16384 pixels, more than 50 megapixels.`],
    ];
    const runs = await Promise.all(cases.map(([args]) => studio(args)));
    runs.forEach((run, index) => {
      const [args, code, message] = cases[index]!;
      expect(run.code, args.join(" ")).toBe(code);
      expect(run.stderr, args.join(" ")).toContain(message);
      expect(run.stdout, args.join(" ")).toBe("");
      // A mistake is one sentence, not a stack trace.
      expect(run.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
    });
    expect((await readdir(dir)).filter((name) => name.endsWith(".mp4") || name.startsWith(".promoreel"))).toEqual([]);
  });

  it("draws a product's slideshow as images and, with --video, an MP4; an unknown template is refused", async () => {
    const out = path.join(dir, "slides");
    const run = await studio(["slideshow", "--product", productFile, "--format", "square", "--scale", "0.25", "--video", "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    const files = (await readdir(out)).sort();
    expect(files).toContain("slide-01.png");
    expect(files).toContain("slideshow.mp4");
    expect(run.stdout).toMatch(/slide-01\.png {2}270x270/);
    const video = await probeMedia(defaultRenderStages().tools, path.join(out, "slideshow.mp4"));
    expect(video.video).toMatchObject({ width: 270, height: 270 });
    const unknown = await studio(["slideshow", "--product", productFile, "--template", "nope", "--out", out]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--template: there is no template called "nope"');
  });

  it("draws a product's poster as an A4 PDF and a story PNG with the offer given; a QR link that is not http(s) is refused", async () => {
    const pdf = path.join(dir, "poster.pdf");
    const png = path.join(dir, "poster.png");
    const offer = ["--headline", "Lamp week", "--coupon", "LAMP20", "--badge=-20%", "--qr", "https://shop.example/lamp"];
    const [print, story] = await Promise.all([
      studio(["poster", "--product", productFile, "--template", "big-sale", "--size", "a4", ...offer, "--out", pdf]),
      studio(["poster", "--product", productFile, "--template", "big-sale", "--size", "story", ...offer, "--out", png]),
    ]);
    expect(print.code, print.stderr).toBe(0);
    expect(print.stdout).toContain("595x842 pt");
    expect((await readFile(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(story.code, story.stderr).toBe(0);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1080, height: 1920 });
    const refused = await studio([
      "poster",
      "--product",
      productFile,
      "--template",
      "big-sale",
      "--size",
      "a4",
      "--qr",
      "ftp://shop.example",
      "--out",
      pdf.replace(".pdf", "-refused.pdf"),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("http:// or https://");
    expect(await readdir(dir)).not.toContain("poster-refused.pdf");
  });

  it("explains each command with --help, through the npm script", async () => {
    const [overview, render] = await Promise.all([studio(["--help"], { viaNpm: true }), studio(["render", "--help"])]);
    expect(overview.code).toBe(0);
    expect(overview.stdout).toContain("Usage: npm run studio -- <command> [options]");
    expect(overview.stdout).toMatch(/render\s+Render a product video/);
    expect(render.code).toBe(0);
    for (const option of [
      "--product <url|file.json>",
      "--out <video.mp4>",
      "--ratio 9:16|1:1|16:9",
      "--length 15|30|60",
      "--idea N",
      "--seed N",
      "--voice ID",
      "--music ID",
      "--captions word|block|none",
      "--allow-private-network",
    ]) {
      expect(render.stdout).toContain(option);
    }
  });
});
