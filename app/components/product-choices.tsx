import { browserMediaHref } from "~/utils/video";
import { formatPrice } from "~/utils/format-price";
import type { ProductView } from "../../api/contract";

/**
 * The user's products as choice cards, each with its photo, brand and price: one to pick (`radio`, the first chosen
 * unless told) or several (`checkbox`, the ones in `checked`). /create-video, /create-slideshow and
 * /batch-slideshow choose products with it.
 */
export function ProductChoices({ products, type, name, checked }: { products: ProductView[]; type: "radio" | "checkbox"; name: string; checked?: ReadonlySet<string> }) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {products.map((product, index) => (
        <li key={product.id}>
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input
              type={type}
              name={name}
              value={product.id}
              defaultChecked={checked ? checked.has(product.id) : type === "radio" && index === 0}
              className="h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]"
            />
            <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
              {product.images[0] ? <img src={browserMediaHref(product.images[0].url)} alt="" width={48} height={48} className="h-12 w-12 object-cover" /> : null}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium">{product.name}</span>
              <span className="block truncate text-xs text-muted">{[product.brand, formatPrice(product.price)].filter(Boolean).join(" · ") || "\u00a0"}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
