// Splits a list into rows of at most `size` items (the facilities page shows up to four cards per
// row). The last row holds the rest; an empty list gives no rows.
export function chunkRows<T>(list: readonly T[], size = 4): T[][] {
  const n = Math.max(1, Math.floor(size) || 1);
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += n) rows.push(list.slice(i, i + n));
  return rows;
}
