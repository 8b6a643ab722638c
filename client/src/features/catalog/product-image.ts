const WIDTHS = [320, 640, 960] as const;

/** The server resizes product images by `w` (320, 640, 960 or 1200). */
export function sizedImage(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function imageSrcSet(url: string): string {
  return WIDTHS.map((w) => `${sizedImage(url, w)} ${w}w`).join(', ');
}
