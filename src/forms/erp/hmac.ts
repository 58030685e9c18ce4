// The alumni registration's HashData (contract §3): HMAC-SHA512 of "FullName,Contact,Email" (UTF-8)
// under the key the ERP fixes, written as upper-case hex (128 characters). The browser's own
// SubtleCrypto computes it: no library. SubtleCrypto exists only on a secure page (https, or
// localhost); elsewhere this throws and the adapter says the form cannot be sent from that page.
export async function erpHashData(key: string, message: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('no SubtleCrypto (the page is not served over https)');
  const enc = new TextEncoder();
  const cryptoKey = await subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', cryptoKey, enc.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** The text the ERP hashes: FullName, Contact and Email as sent (a missing one as ''), joined by commas. */
export function hashMessage(object: Record<string, unknown>): string {
  const part = (k: string) => (typeof object[k] === 'string' || typeof object[k] === 'number' ? String(object[k]) : '');
  return `${part('FullName')},${part('Contact')},${part('Email')}`;
}
