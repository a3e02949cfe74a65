import dayjs from 'dayjs';

/** Whole cents as the page shows money: "$1,234.50". */
export const moneyText = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A sale's or a refund's day: "Jan 2, 2026". */
export const saleDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** "1 sale", "3 refunds": a count with its noun. */
export const countText = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
