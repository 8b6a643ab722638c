let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Counted, so a dialog opened from the mobile menu does not unlock the page when it closes. */
export function lockScroll() {
  locks += 1;
  if (locks > 1) return;
  const { style } = document.body;
  saved = { overflow: style.overflow, paddingRight: style.paddingRight };
  // Pad by the scrollbar's width so the page does not jump sideways.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll() {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}
