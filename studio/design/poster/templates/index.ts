/**
 * The poster template library: one data file per template beside this one, checked against the schema when the
 * studio loads. Adding a template is adding its file and its line below.
 */
import { DesignError } from "../../errors";
import type { PosterTemplateCategory } from "../content";
import { posterTemplateSchema, type PosterTemplate, type PosterTemplateSource } from "../template-schema";
import bigSale from "./big-sale";
import chefSpecial from "./chef-special";
import couponTicket from "./coupon-ticket";
import eventNight from "./event-night";
import minimalClean from "./minimal-clean";
import newArrival from "./new-arrival";
import priceCut from "./price-cut";
import seasonalGlow from "./seasonal-glow";

const sources: PosterTemplateSource[] = [bigSale, newArrival, priceCut, couponTicket, eventNight, seasonalGlow, chefSpecial, minimalClean];

function load(source: PosterTemplateSource): PosterTemplate {
  const parsed = posterTemplateSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new DesignError("invalid_template", `The poster template "${source.id}" is not valid: ${problems}`);
}

const templates = new Map<string, PosterTemplate>();
for (const template of sources.map(load)) {
  if (templates.has(template.id)) throw new DesignError("invalid_template", `Two poster templates are called "${template.id}".`);
  templates.set(template.id, template);
}

export interface PosterTemplateSummary {
  id: string;
  name: string;
  category: PosterTemplateCategory;
  description: string;
}

export function listPosterTemplates(): PosterTemplateSummary[] {
  return [...templates.values()].map(({ id, name, category, description }) => ({ id, name, category, description }));
}

export function findPosterTemplate(id: string): PosterTemplateSummary | undefined {
  const template = templates.get(id);
  return template && { id: template.id, name: template.name, category: template.category, description: template.description };
}

/** The whole template, for the renderer. */
export function findPosterTemplateSource(id: string): PosterTemplate | undefined {
  return templates.get(id);
}
