import type { Page } from '@playwright/test';

/** Something that sticks out past the right edge of the screen, named so a failure says what it was. */
export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/**
 * The page scrolls sideways (the document is wider than the screen) or an element's right edge lies past the
 * screen's. Elements inside a box that clips or scrolls sideways (a chip rail, a table's scroll region) are
 * that box's business, not the page's; visually hidden text (1 px, clipped) is skipped.
 */
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
    };
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}" right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const offenders: string[] = [];
    const walk = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1 && rect.right > width + 0.5) offenders.push(describe(el));
      if (el !== document.body && el !== document.documentElement && clips(el)) return;
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders: offenders.slice(0, 10) };
  });
}

/** Buttons and fields of the page's content. Icon-only buttons (zoom, arrows) are skipped in coveredControls: the checks are about the buttons a shopper presses next. */
export const PRIMARY_CONTROLS = 'main button, main input, main select, main textarea';

/**
 * Each visible control of the main content (buttons, links styled as buttons, fields) brought into view as a
 * shopper or the keyboard would (the nearest edge, honouring scroll padding), then hit-tested at its centre:
 * anything else found there — the floating compare or cart button, a toast, the cookie banner, the sticky
 * header — covers it. Returns "control ← covering element" for each one covered.
 */
export async function coveredControls(page: Page, selector = PRIMARY_CONTROLS): Promise<string[]> {
  return page.evaluate((query) => {
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const covered: string[] = [];
    const hidden = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return rect.width < 4 || rect.height < 4 || style.visibility === 'hidden' || Number(style.opacity) === 0 || el.closest('[aria-hidden="true"], .visually-hidden') !== null;
    };
    for (const el of document.querySelectorAll<HTMLElement>(query)) {
      if (hidden(el) || (el as HTMLInputElement).type === 'hidden') continue;
      if ((el.tagName === 'BUTTON' || el.tagName === 'A') && el.innerText.trim() === '') continue; // icon-only
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const rect = el.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + Math.min(rect.height / 2, 20);
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue; // inside a scroll box that hides it
      const hit = document.elementFromPoint(x, y);
      const isOwn = hit && (hit === el || el.contains(hit) || hit.contains(el) || (el.id && hit.closest(`label[for="${el.id}"]`)));
      if (!isOwn) covered.push(`${label(el)} ← ${hit ? `${hit.tagName.toLowerCase()}${hit.getAttribute('data-testid') ? `[${hit.getAttribute('data-testid')}]` : ''} "${(hit.getAttribute('aria-label') ?? hit.textContent ?? '').trim().slice(0, 30)}"` : 'nothing'}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  }, selector);
}

/** The share of the first screen (below nothing but the viewport's top) taken by an element. */
export async function shareOfFirstScreen(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().height / window.innerHeight);
}

/** A live marketplace listing's address, read from the browse page's first card. */
export async function liveListingPath(page: Page): Promise<string> {
  await page.goto('/marketplace/listings');
  const href = await page.locator('main a[href^="/marketplace/listings/"]').first().getAttribute('href');
  if (!href) throw new Error('no live listing on /marketplace/listings');
  return href;
}
