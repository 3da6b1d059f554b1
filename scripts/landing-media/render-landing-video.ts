/**
 * One landing video through the studio's own engine, the way `npm run studio -- render` makes it: the product file
 * read by the CLI's loader, the CLI's idea and script choice, toTimeline, then renderVideoInRatios.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { loadProduct } from "../../studio/cli/product-input";
import { chooseIdea, scriptFor } from "../../studio/cli/writing";
import { findMusicBed, type MusicBed } from "../../studio/music";
import { renderVideoInRatios, type RenderedVideo, type RenderStages } from "../../studio/render";
import { makeFixtureImages } from "../../studio/render/fixtures/fixture-images";
import type { Timeline } from "../../studio/timeline";
import { defaultVoiceId } from "../../studio/voice";
import { productFacts, toTimeline, type Idea, type ProductFacts } from "../../studio/writer";
import type { LandingVideoPlan } from "./landing-plan";

export interface LandingRender {
  plan: LandingVideoPlan;
  product: ProductFacts;
  idea: Idea;
  timeline: Timeline;
  musicBed: MusicBed;
  videos: RenderedVideo[];
}

export async function renderLandingVideo(
  plan: LandingVideoPlan,
  stages: RenderStages,
  options: { scriptsDir: string; workDir: string; signal: AbortSignal },
): Promise<LandingRender> {
  const musicBed = findMusicBed(plan.musicBedId);
  if (!musicBed) throw new Error(`${plan.name}: there is no music bed "${plan.musicBedId}" in studio/music/music-library.ts.`);
  const workDir = path.join(options.workDir, plan.name);
  await mkdir(workDir, { recursive: true });

  const product = await loadLandingProduct(plan, stages, path.join(options.scriptsDir, plan.productFile), workDir);
  const idea = chooseIdea(product, plan.seed, plan.ideaNumber);
  const script = scriptFor(product, idea, plan.lengthSeconds, plan.seed);
  const timeline = toTimeline(product, script, {
    voiceId: defaultVoiceId,
    aspectRatio: plan.ratios[0],
    music: { trackId: musicBed.id },
    captions: { style: "word-highlight" },
  });
  const result = await renderVideoInRatios(timeline, plan.ratios, stages, {
    outputDir: path.join(workDir, "out"),
    baseName: plan.name,
    scale: plan.scale,
    signal: options.signal,
    workDir: path.join(workDir, "render"),
  });
  return { plan, product, idea, timeline, musicBed, videos: result.videos };
}

async function loadLandingProduct(plan: LandingVideoPlan, stages: RenderStages, productFile: string, workDir: string): Promise<ProductFacts> {
  const { facts } = await loadProduct(productFile, { allowPrivateNetwork: false, workDir, note: (message) => console.log(`  ${plan.name}: ${message}`) });
  if (plan.enginePhotos === "none") return facts;
  // Nothing binary is committed for this product: the engine's own photo generator draws its pictures each run.
  const photos = await makeFixtureImages(stages.tools, path.join(workDir, "photos"));
  return productFacts.parse({ ...facts, images: [...facts.images, ...photos] });
}

/** When a scene's frame is settled: past its 0.4-s transition and the headline's fade-in, before the next scene. */
export function settledSceneSeconds(timeline: Timeline, sceneIndex: number): number {
  const scene = timeline.scenes[sceneIndex];
  if (!scene) throw new Error(`The timeline has ${timeline.scenes.length} scenes; there is no scene ${sceneIndex}.`);
  const startMs = timeline.scenes.slice(0, sceneIndex).reduce((sum, earlier) => sum + earlier.durationMs, 0);
  return (startMs + Math.min(1200, scene.durationMs - 400)) / 1000;
}
