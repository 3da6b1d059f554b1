import type { ProductView } from "../../api/contract";

/** A product's price as shoppers read it ("$24.99"); a currency Intl does not know is shown as its code. */
export function formatPrice(price: ProductView["price"]): string | null {
  if (!price) return null;
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: price.currency }).format(price.amount);
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}
