// Nepali (Devanagari) digits: shown in Nepali, and accepted in form fields (०–९ typed on a
// Nepali keyboard are normalised to 0–9 before validation). Which phone numbers a form takes is
// decided in one place only: src/forms/core/phone.ts.
const NE = '०१२३४५६७८९';

export function toNepaliDigits(s: string | number): string {
  return String(s).replace(/[0-9]/g, (d) => NE[Number(d)]);
}

export function toLatinDigits(s: string): string {
  return s.replace(/[०-९]/g, (d) => String(NE.indexOf(d)));
}

/** Nepali grouping: the last three digits, then groups of two (1,00,000 = one lakh; 1,00,00,000 = one crore). */
export function groupNepali(n: number): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toString().split('.');
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return (neg ? '-' : '') + grouped + (frac ? `.${frac}` : '');
}
