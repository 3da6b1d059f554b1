/**
 * The template library. Each template is a data file beside this one, checked against the schema when the studio
 * loads, so a broken template stops the tests rather than a customer's slideshow. Adding a template is adding its
 * file and its line below.
 */
import { DesignError } from "../errors";
import { slideRoles, type SlideRole, type TemplateCategory } from "../slide-content";
import { templateSchema, type Template, type TemplateSource } from "../template-schema";
import boldSplit from "./bold-split";
import bundleDeal from "./bundle-deal";
import cafeChalk from "./cafe-chalk";
import cleanSpotlight from "./clean-spotlight";
import flashSale from "./flash-sale";
import freshPlate from "./fresh-plate";
import magazine from "./magazine";
import menuBoard from "./menu-board";
import priceDrop from "./price-drop";
import softEditorial from "./soft-editorial";
import studioFrame from "./studio-frame";
import sunsetGradient from "./sunset-gradient";

const sources: TemplateSource[] = [
  cleanSpotlight,
  boldSplit,
  studioFrame,
  flashSale,
  priceDrop,
  bundleDeal,
  menuBoard,
  freshPlate,
  cafeChalk,
  softEditorial,
  magazine,
  sunsetGradient,
];

function load(source: TemplateSource): Template {
  const parsed = templateSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new DesignError("invalid_template", `The template "${source.id}" is not valid: ${problems}`);
}

const templates = new Map<string, Template>();
for (const template of sources.map(load)) {
  if (templates.has(template.id)) throw new DesignError("invalid_template", `Two templates are called "${template.id}".`);
  templates.set(template.id, template);
}

export interface TemplateSummary {
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  roles: SlideRole[];
}

export function listTemplates(): TemplateSummary[] {
  return [...templates.values()].map(({ id, name, category, description }) => ({ id, name, category, description, roles: [...slideRoles] }));
}

export function findTemplate(id: string): Template | undefined {
  return templates.get(id);
}
