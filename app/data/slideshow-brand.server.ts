/**
 * What the brand kit screen (/slideshow/brand) reads from the API and changes in it: the brands with the fonts to
 * choose from (`slide-show/material/list`), a brand saved (`material/brand/kit`) and its logo (`slide-show/material/upload`).
 * /create-slideshow, /slideshow-edit and /batch-slideshow offer the same brands.
 */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";
import type { BrandKitView, FontFamilyView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

export interface BrandKits {
  brands: BrandKitView[];
  fonts: FontFamilyView[];
}

export async function listBrandKits(context: AppLoadContext): Promise<Loaded<BrandKits>> {
  return loaded(await context.api.get<BrandKits>("slide-show/material/list", undefined, { toast: false }));
}

export interface BrandKitValue {
  /** Absent for a new brand. */
  id?: string;
  name: string;
  colors: string[];
  /** Null: the template's own font. */
  font: string | null;
  callToAction: string | null;
}

/** Saves a brand as the form has it: an emptied font or call to action is cleared, not kept. */
export async function saveBrandKit(context: AppLoadContext, { id, name, colors, font, callToAction }: BrandKitValue): Promise<Outcome<BrandKitView>> {
  const body = { ...(id && { id }), name, colors, font, call_to_action: callToAction };
  return outcomeOf(await context.api.post<BrandKitView>("material/brand/kit", body, { toast: false }));
}

/** The image becomes the brand's logo; the API judges it by its content. */
export async function uploadBrandLogo(context: AppLoadContext, brandId: string, file: File): Promise<Outcome<BrandKitView>> {
  const form = new FormData();
  form.append("file", file);
  form.append("brand_id", brandId);
  return outcomeOf(await context.api.post<BrandKitView>("slide-show/material/upload", form, { toast: false }));
}
