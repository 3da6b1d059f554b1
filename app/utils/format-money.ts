import type { MoneyTotal } from "../../api/contract";

/**
 * An amount in a currency's minor units (Stripe's cents, fen, yen) as a reader expects it ("$12.34", "¥1,200"); the
 * currency's own number of decimals says how many minor units make one. A currency Intl does not know is shown as
 * its code.
 */
export function formatMoney({ amount, currency }: MoneyTotal, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}
