/**
 * What /create-promotion-poster reads from the API and changes in it (docs/api-v1.md, Posters): the templates with
 * their samples, the writer's headline ideas, the poster being edited, its preview drawn on each request, and the
 * poster saved. The product step reads and makes products as /create-video does (create-video.server.ts), and the
 * brand kits are the brand kit screen's (slideshow-brand.server.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import { offerOf, type PosterDraft } from "~/components/posters/posters";
import type { Loaded } from "~/utils/api.server";
import { posterSizes, type PosterHeadlineIdea, type PosterSize, type PosterTemplateView, type PosterView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

/** The templates, each with a sample drawn in `size`. */
export async function listPosterTemplates(context: AppLoadContext, size: PosterSize): Promise<Loaded<PosterTemplateView[]>> {
  const list = await context.api.get<{ items: PosterTemplateView[] }>("poster/templates", { size }, { toast: false });
  const named = (template: PosterTemplateView) => ({ ...template, name: context.t(`posters.templateNames.${template.id}`, template.name) });
  return list.ok ? { ok: true, data: list.data.items.map(named) } : { ok: false, message: list.message };
}

/** Three headline and sub-line pairs from the product's facts and the offer; none (not an error) when the writer cannot answer. */
export async function writeHeadlineIdeas(context: AppLoadContext, productId: string, draft: PosterDraft): Promise<PosterHeadlineIdea[]> {
  const { price, old_price, badge, coupon, ends_on } = offerOf(draft);
  const offer = Object.fromEntries(Object.entries({ price, old_price, badge, coupon, ends_on }).filter(([, value]) => value !== null));
  const ideas = await context.api.post<{ items: PosterHeadlineIdea[] }>("poster/headlines", { product_id: productId, offer }, { toast: false });
  return ideas.ok ? ideas.data.items : [];
}

/** The poster by id, or null when the user has none with it. */
export async function readPoster(context: AppLoadContext, posterId: string): Promise<PosterView | null> {
  const poster = await context.api.get<PosterView>(`poster/detail/${encodeURIComponent(posterId)}`, undefined, { toast: false });
  return poster.ok ? poster.data : null;
}

export interface PosterToSave {
  /** Absent for a new poster. */
  posterId?: string;
  productId: string;
  templateId: string;
  draft: PosterDraft;
}

/** Creates the poster, or changes the one being edited (an emptied photo or brand kit is cleared, not kept). */
export async function savePoster(context: AppLoadContext, { posterId, productId, templateId, draft }: PosterToSave): Promise<Outcome<PosterView>> {
  const body = { template_id: templateId, size: draft.size, brand_id: draft.brandId || null, image_id: draft.imageId || null, offer: offerOf(draft) };
  if (posterId) return outcomeOf(await context.api.call<PosterView>("PUT", `poster/detail/${encodeURIComponent(posterId)}`, { body, toast: false }));
  const { brand_id, image_id, ...rest } = body;
  return outcomeOf(await context.api.post<PosterView>("poster/create", { product_id: productId, ...rest, ...(brand_id && { brand_id }), ...(image_id && { image_id }) }, { toast: false }));
}

/** The form field a refusal names (`data: { field }`), in the form's own names; null when it names none of them. */
export function refusedField(data: unknown, fields: readonly string[]): string | null {
  const field = (data as { field?: unknown } | null)?.field;
  if (typeof field !== "string") return null;
  const formName = field.replace(/^offer\./, "").replace(/_id$/, "");
  return fields.includes(formName) ? formName : null;
}

/** The draft drawn once (nothing stored): the API's answer with its body unread (a PNG, or the envelope of its refusal). */
export function fetchPosterPreview(context: AppLoadContext, { productId, templateId, draft, width }: { productId: string; templateId: string; draft: PosterDraft; width: number }) {
  const body = {
    product_id: productId,
    template_id: templateId,
    size: draft.size,
    offer: offerOf(draft),
    width,
    ...(draft.brandId && { brand_id: draft.brandId }),
    ...(draft.imageId && { image_id: draft.imageId }),
  };
  return context.api.postUnwrapped("poster/preview", body);
}

/** The API's paths of poster pictures served to their owner: a template's sample in a size, a poster's stored preview. */
const posterPicturePaths = [new RegExp(`^poster/template-sample/[\\w-]{1,64}\\?size=(${posterSizes.join("|")})$`), /^media\/poster[\w/-]{0,140}(\?[\w=&.-]{0,60})?$/];

/** A poster picture by its API path (one of the above), or null for any other path. */
export function fetchPosterPicture(context: AppLoadContext, apiPath: string): Promise<Response> | null {
  if (!posterPicturePaths.some((pattern) => pattern.test(apiPath))) return null;
  const url = new URL(apiPath, "http://api");
  return context.api.getUnwrapped(url.pathname.slice(1), { query: Object.fromEntries(url.searchParams) });
}
