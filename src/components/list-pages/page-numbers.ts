// Which page numbers a list's numbered links show: the first, the last, and two either side of the
// current one, with a gap (null) where numbers are left out. Every page stays reachable by links
// alone (JavaScript off): next and previous walk all of them.

/** The numbers to link, in order, null for a gap; [] for a list of one page. */
export function pageNumbers(current: number, pages: number, around = 2): (number | null)[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([1, pages]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] === 2) out.push(n - 1);
    else if (i > 0 && n - sorted[i - 1] > 2) out.push(null);
    out.push(n);
  });
  return out;
}
