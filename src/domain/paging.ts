/**
 * The page buttons of the marketplace and the payment history (02 §9): the first and last pages,
 * the current page ±2, and an ellipsis for each gap. `null` stands for an ellipsis.
 */
export function pageButtons(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let each = page - 2; each <= page + 2; each += 1) if (each >= 1 && each <= pageCount) shown.add(each);
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: Array<number | null> = [];
  sorted.forEach((each, index) => {
    if (index > 0 && each - sorted[index - 1]! > 1) buttons.push(null);
    buttons.push(each);
  });
  return buttons;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
