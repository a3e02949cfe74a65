/** Prices are USD with two decimals everywhere (spec 02 §9): "$49.99". */
export const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** A sum of whole cents, as the dollars it is: "$69.98". */
export const usdFromCents = (cents: number) => usd(cents / 100);
