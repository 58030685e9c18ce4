// The admission wizard's captcha: a code of random upper-case letters and digits, compared
// case-insensitively. It keeps casual bots and accidental double inquiries out; it is not a
// security control (the code is in the page for anyone to read).

/** Letters and digits, without O/0 and I/1 which readers confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomIndex(max: number): number {
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === 'function') {
    const buf = new Uint32Array(1);
    c.getRandomValues(buf);
    return buf[0] % max;
  }
  return Math.floor(Math.random() * max);
}

export function makeCaptcha(length: number, pick: (max: number) => number = randomIndex): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[pick(CAPTCHA_ALPHABET.length)];
  return code;
}

export function captchaMatches(typed: unknown, code: string): boolean {
  return code !== '' && typeof typed === 'string' && typed.trim().toUpperCase() === code.toUpperCase();
}
