/**
 * The one way a message's link is made absolute: a path inside the shop
 * ("/marketplace/sell") is joined to the shop's origin (PUBLIC_URL, see
 * config's shopOrigin); a link that is already an absolute web address is
 * kept. Anything else (a bare "marketplace/sell", "//host", "javascript:")
 * is a programming error: an email must never carry a link a mail client
 * cannot open.
 */
export function absoluteShopLink(origin: string, link: string): string {
  if (link.startsWith('/') && !link.startsWith('//')) return `${origin.replace(/\/+$/, '')}${link}`;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Not a shop path or an absolute link: ${link}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web link: ${link}`);
  return link;
}

/** Whether a link opens on its own, outside the shop (what every email link must be). */
export function isAbsoluteWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
