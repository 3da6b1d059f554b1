/**
 * Where the /create-video flow stands, read from and written to the URL. The API stores the product, its ideas and
 * the scripts; the URL holds their ids, the step and the render settings. So every step is a plain link or form
 * post, going back keeps what was done, and a reload or a shared URL shows the same screen.
 */
import {
  aspectRatios,
  captionPositions,
  captionStyles,
  idPattern,
  presenterLayouts,
  type AspectRatio,
  type CaptionPosition,
  type CaptionStyle,
  type PresenterLayout,
} from "../../api/contract";
import { avatarIdPattern } from "~/components/avatars/avatars";

export const createVideoPath = "/create-video";

export const flowSteps = ["product", "ideas", "script", "settings", "generate"] as const;
export type FlowStep = (typeof flowSteps)[number];

export const productSources = ["link", "details", "existing"] as const;
export type ProductSource = (typeof productSources)[number];

export const scriptLengths = [15, 30, 60] as const;
export type ScriptLength = (typeof scriptLengths)[number];

/** More scripts than this at once would mostly spend quota by accident. */
export const maxScriptsAtOnce = 5;

export interface RenderSettings {
  /** Empty: the API's default voice. */
  voice: string;
  /** Empty: no music. */
  music: string;
  captionStyle: CaptionStyle;
  captionPosition: CaptionPosition;
  ratios: AspectRatio[];
  /** An avatar id (`builtin:<id>` for a built-in presenter); empty: a faceless video. */
  presenter: string;
  /** Where the presenter stands in every scene. */
  layout: PresenterLayout;
}

export interface Flow {
  step: FlowStep;
  source: ProductSource;
  productId: string | null;
  scriptIds: string[];
  settings: RenderSettings;
}

export const defaultSettings: RenderSettings = {
  voice: "",
  music: "",
  captionStyle: "word-highlight",
  captionPosition: "bottom",
  ratios: ["9:16"],
  presenter: "",
  layout: "pip",
};

const namePattern = /^[\w.-]{1,64}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The furthest step the ids allow: ideas need a product, the later steps need scripts. */
export function reachableStep(wanted: FlowStep, productId: string | null, scriptIds: readonly string[]): FlowStep {
  if (!productId) return "product";
  if (scriptIds.length === 0 && flowSteps.indexOf(wanted) > flowSteps.indexOf("ideas")) return "ideas";
  return wanted;
}

export function readFlow(params: URLSearchParams): Flow {
  const product = params.get("product");
  const productId = product && idPattern.test(product) ? product : null;
  const scriptIds = [...new Set(params.getAll("script").filter((id) => idPattern.test(id)))].slice(0, maxScriptsAtOnce);
  const ratios = aspectRatios.filter((ratio) => params.getAll("ratio").includes(ratio));
  const voice = params.get("voice") ?? "";
  const music = params.get("music") ?? "";
  const presenter = params.get("presenter") ?? "";
  const requested = oneOf(flowSteps, params.get("step"), productId ? "ideas" : "product");
  return {
    step: reachableStep(requested, productId, scriptIds),
    source: oneOf(productSources, params.get("source"), "link"),
    productId,
    scriptIds,
    settings: {
      voice: namePattern.test(voice) ? voice : "",
      music: namePattern.test(music) ? music : "",
      captionStyle: oneOf(captionStyles, params.get("captions"), defaultSettings.captionStyle),
      captionPosition: oneOf(captionPositions, params.get("position"), defaultSettings.captionPosition),
      ratios: ratios.length > 0 ? ratios : defaultSettings.ratios,
      presenter: avatarIdPattern.test(presenter) ? presenter : "",
      layout: oneOf(presenterLayouts, params.get("layout"), defaultSettings.layout),
    },
  };
}

/** The query of a flow, without defaults, so URLs stay short. */
export function flowParams(flow: Flow): URLSearchParams {
  const params = new URLSearchParams();
  if (flow.productId) params.set("product", flow.productId);
  for (const id of flow.scriptIds) params.append("script", id);
  if (flow.step === "product" && flow.source !== "link") params.set("source", flow.source);
  const { settings } = flow;
  if (settings.voice) params.set("voice", settings.voice);
  if (settings.music) params.set("music", settings.music);
  if (settings.captionStyle !== defaultSettings.captionStyle) params.set("captions", settings.captionStyle);
  if (settings.captionPosition !== defaultSettings.captionPosition) params.set("position", settings.captionPosition);
  if (settings.ratios.join() !== defaultSettings.ratios.join()) for (const ratio of settings.ratios) params.append("ratio", ratio);
  if (settings.presenter) params.set("presenter", settings.presenter);
  // The layout means something only with a presenter.
  if (settings.presenter && settings.layout !== defaultSettings.layout) params.set("layout", settings.layout);
  const impliedStep = flow.productId ? "ideas" : "product";
  if (flow.step !== impliedStep) params.set("step", flow.step);
  return params;
}

export function flowHref(flow: Flow, changes: Partial<Flow> = {}): string {
  const query = flowParams({ ...flow, ...changes }).toString();
  return query ? `${createVideoPath}?${query}` : createVideoPath;
}

export const emptyFlow: Flow = { step: "product", source: "link", productId: null, scriptIds: [], settings: defaultSettings };
