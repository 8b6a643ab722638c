/**
 * The one date formatter of the shop: en-GB, in UK time (Europe/London) wherever the page is rendered, so
 * the server's first screen and the browser agree. The few formats the pages use, named by how they read.
 */

export type DateInput = string | number | Date;

export const SHOP_TIME_ZONE = 'Europe/London';

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A formatter built on first use: constructing Intl formats costs time the first screen need not spend. */
function format(options: Intl.DateTimeFormatOptions): (value: DateInput) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (value) => (formatter ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: SHOP_TIME_ZONE })).format(toDate(value));
}

/** "27 Nov 2026" */
export const formatDate = format({ day: 'numeric', month: 'short', year: 'numeric' });

/** "27 November 2026" */
export const formatLongDate = format({ day: 'numeric', month: 'long', year: 'numeric' });

/** "27 Nov 2026, 14:05" */
export const formatDateTime = format({ dateStyle: 'medium', timeStyle: 'short' });

/** "27 November 2026 at 14:05" */
export const formatLongDateTime = format({ dateStyle: 'long', timeStyle: 'short' });

/** "27 Nov, 14:05": this year's moments, where the year says nothing. */
export const formatDayMonthTime = format({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "14:05" */
export const formatTime = format({ hour: '2-digit', minute: '2-digit' });

/** "27/11/2026, 14:05:09": to the second, for developers' tools. */
export const formatNumericDateTime = format({ dateStyle: 'short', timeStyle: 'medium' });

const weekdayParts = (() => {
  let formatter: Intl.DateTimeFormat | undefined;
  return (value: DateInput) => {
    formatter ??= new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
    return Object.fromEntries(formatter.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  };
})();

/** "Fri 27 Nov 2026, 14:05", built from parts: engines punctuate en-GB weekdays differently. */
export function formatWeekdayDateTime(value: DateInput): string {
  const parts = weekdayParts(value);
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
