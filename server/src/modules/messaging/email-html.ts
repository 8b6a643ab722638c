/**
 * The HTML version of an email: the brand's gold-on-black header, the plain
 * text's paragraphs, and the link as a button. Everything that comes from
 * the message is HTML-escaped (names and addresses are customers' input).
 * Inline styles and tables only: that is what mail clients render.
 */
export interface EmailContent {
  kind: string;
  subject: string | null;
  body: string;
  link: string | null;
}

const COLORS = { black: '#0b0b0c', gold: '#c6a15b', ivory: '#f6f1e7', ink: '#1b1a17', stone: '#5c564b' } as const;

const BUTTON_LABELS: Record<string, string> = {
  email_verification: 'Verify email address',
  password_reset: 'Choose a new password',
  account_exists: 'Sign in',
  order_confirmation: 'View your order',
  alert_digest: 'View your alerts',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** Only web links become buttons; anything else (javascript:, data:) is left as text in the body. */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A line of text, escaped, with the addresses of the shop's own pages in it made links (a digest's items, its
 * unsubscribe link). Only those on the origin of the message's own link: an address typed by a customer (a listing's
 * text) stays text, so the branded email never lends a stranger's link its look.
 */
function line(text: string, shopOrigin: string | null): string {
  if (!shopOrigin) return escapeHtml(text);
  return text
    .split(/(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/)
    .map((part, index) => {
      const own = index % 2 === 1 && safeLink(part) !== null && new URL(part).origin === shopOrigin;
      return own ? `<a href="${escapeHtml(part)}" style="color:${COLORS.ink};">${escapeHtml(part)}</a>` : escapeHtml(part);
    })
    .join('');
}

function paragraphs(body: string, shopOrigin: string | null): string {
  return body
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6;">${paragraph.split('\n').map((text) => line(text, shopOrigin)).join('<br>')}</p>`)
    .join('\n');
}

export function emailHtml(message: EmailContent): string {
  const link = safeLink(message.link);
  const button = link
    ? `<p style="margin:24px 0 8px;"><a href="${escapeHtml(link)}" style="display:inline-block;background:${COLORS.gold};color:${COLORS.black};padding:14px 28px;text-decoration:none;font-weight:bold;letter-spacing:1px;text-transform:uppercase;font-size:13px;">${escapeHtml(BUTTON_LABELS[message.kind] ?? 'Open link')}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject ?? 'Aurum')}</title></head>
<body style="margin:0;padding:0;background:${COLORS.ivory};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.ivory};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;">
<tr><td style="background:${COLORS.black};color:${COLORS.gold};padding:28px;text-align:center;font-family:Georgia,'Times New Roman',serif;font-size:28px;letter-spacing:8px;">AURUM</td></tr>
<tr><td style="padding:32px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:${COLORS.ink};overflow-wrap:anywhere;word-break:break-word;">
${paragraphs(message.body, link ? new URL(link).origin : null)}
${button}
</td></tr>
<tr><td style="padding:16px 28px 28px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:${COLORS.stone};">Aurum, Mayfair, London</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
