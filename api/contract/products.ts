/** Products and their materials as the API shows them (docs/api-v1.md, Products, ideas and scripts; Materials). */

/** One of a product's images or clips. */
export interface MaterialView {
  id: string;
  kind: "image" | "clip";
  /** upload: an item of the user's library; link: an image read from the product's page (it lives only there). */
  origin: "upload" | "link";
  name: string;
  description: string | null;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  url: string;
  thumbnail_url: string;
}

export interface ProductImageView {
  id: string;
  url: string;
  width?: number;
  height?: number;
}

export interface ProductView {
  id: string;
  name: string;
  description: string | null;
  price: { amount: number; currency: string } | null;
  brand: string | null;
  features: string[];
  /** The product's images (from its link and its library materials), in order. */
  images: ProductImageView[];
  /** All of its materials, images and clips, in order: what its videos show. */
  media: MaterialView[];
  source_url: string | null;
  created_at: number;
}
