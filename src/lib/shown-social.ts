// SPEC: a social link shows only when IsActive is true and URLPath is set (and, here, is a real
// http(s) URL). Recognised names get an icon; others show their name only.
import { safeHttpUrl } from './safe-url';

export const SOCIAL_ICONS = ['facebook', 'youtube', 'instagram', 'twitter', 'whatsapp', 'linkedin'] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export interface ShownSocial {
  name: string;
  url: string;
  icon: SocialIcon | null;
}

export function socialIcon(name: string): SocialIcon | null {
  const n = name.trim().toLowerCase();
  return (SOCIAL_ICONS as readonly string[]).includes(n) ? (n as SocialIcon) : null;
}

export function visibleSocialLinks(list: Array<{ name: string; url: string; active: boolean }>, requireActive = true): ShownSocial[] {
  const out: ShownSocial[] = [];
  for (const s of list) {
    if (requireActive && !s.active) continue;
    const url = safeHttpUrl(s.url);
    if (!url) continue;
    out.push({ name: s.name || url, url, icon: socialIcon(s.name) });
  }
  return out;
}
