import { describe, expect, it } from 'vitest';
import { emailHtml, escapeHtml } from './email-html';

describe('emailHtml', () => {
  it('escapes the subject, the body and the link', () => {
    const html = emailHtml({
      kind: 'order_confirmation',
      subject: 'Order <A-1> & more',
      body: 'Thank you, "Ada" <img src=x onerror=alert(1)>.\n\nLine one\nLine two',
      link: 'https://aurum.example/order?a=1&b="2"',
    });
    expect(html).toContain('<title>Order &lt;A-1&gt; &amp; more</title>');
    expect(html).toContain('Thank you, &quot;Ada&quot; &lt;img src=x onerror=alert(1)&gt;.');
    expect(html).not.toContain('<img');
    expect(html).toContain('Line one<br>Line two');
    expect(html).toContain('href="https://aurum.example/order?a=1&amp;b=%222%22"');
    expect(html).toContain('>View your order</a>');
  });

  it('shows the gold-on-black AURUM header', () => {
    expect(emailHtml({ kind: 'test', subject: null, body: 'Hello', link: null })).toMatch(/background:#0b0b0c;color:#c6a15b;[^"]*">AURUM</);
  });

  it('makes a button only of web links', () => {
    const html = emailHtml({ kind: 'test', subject: 'x', body: 'Hello', link: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<a ');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it("links the addresses of the shop's own pages in the text, and only those", () => {
    const html = emailHtml({
      kind: 'alert_digest',
      subject: 'Alerts',
      body: 'Rolex is now £9.00.\nhttps://aurum.example/product/1?a=1&b=2\n\nSee https://phish.example/x and https://aurum.example/account/alerts.',
      link: 'https://aurum.example/account/alerts',
    });
    expect(html).toContain('<a href="https://aurum.example/product/1?a=1&amp;b=2" style="color:#1b1a17;">https://aurum.example/product/1?a=1&amp;b=2</a>');
    expect(html).toContain('<a href="https://aurum.example/account/alerts" style="color:#1b1a17;">https://aurum.example/account/alerts</a>.');
    expect(html).not.toContain('href="https://phish.example');
    expect(html).toContain('>View your alerts</a>');
  });
});
