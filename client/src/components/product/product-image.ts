/** Widths the server renders product images at (`?w=`). */
export const CARD_IMAGE_WIDTHS = [320, 640] as const;

export function sizedImage(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function imageSrcSet(url: string, widths: readonly number[] = CARD_IMAGE_WIDTHS): string {
  return widths.map((w) => `${sizedImage(url, w)} ${w}w`).join(', ');
}

/** The main image first, then the gallery without repeats (storefront.md §2). */
export function galleryOf(imageUrl: string, galleryImages: readonly string[]): string[] {
  return [...new Set([imageUrl, ...galleryImages].filter(Boolean))];
}
