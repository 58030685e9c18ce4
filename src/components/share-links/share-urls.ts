// The addresses that pass a page on (Viber, WhatsApp, Facebook), from its absolute address and
// title: plain links, no script of theirs. Viber and WhatsApp get the title and the address as
// one message; Facebook's sharer reads the title from the page itself (its og: tags).

export interface ShareTargets {
  viber: string;
  whatsapp: string;
  facebook: string;
}

export function shareUrls(url: string, title: string): ShareTargets {
  const message = encodeURIComponent(title ? `${title} ${url}` : url);
  return {
    viber: `viber://forward?text=${message}`,
    whatsapp: `https://wa.me/?text=${message}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}
