import { useId, useState, type FormEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, ButtonLink, ConsultIcon, CrownIcon, darkSurface, GemIcon } from '../../components/ui';
import { NEWSLETTER_THANKS, subscribeToNewsletter } from '../newsletter';

const TILES = [
  { icon: GemIcon, title: 'Curated Luxury', text: 'Authenticated timepieces and designer pieces, chosen one by one in Mayfair.' },
  { icon: ConsultIcon, title: 'AI-Powered', text: 'A style consultation and watch market signals that learn what you love.' },
  { icon: CrownIcon, title: 'Exclusive Access', text: 'Be first to the launch collection, private previews and limited editions.' },
] as const;

/** The pre-launch page (storefront.md §2): heading, tagline, three tiles, Notify Me, Admin Login. */
export function ComingSoonPage() {
  const theme = useTheme();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [thanks, setThanks] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    // Storefront §4-5: empty input is ignored; a failure shows nothing.
    if (!trimmed) return;
    if (await subscribeToNewsletter(trimmed)) {
      setEmail('');
      setThanks(true);
    }
  };

  return (
    <div css={[darkSurface, css`min-height: 100vh; display: grid; place-items: center; padding: ${theme.space[8]} ${theme.layout.gutter};`]}>
      <title>Aurum — Coming Soon</title>
      <main css={css`width: min(64rem, 100%); display: grid; justify-items: center; gap: ${theme.space[7]}; text-align: center;`}>
        <header css={css`display: grid; gap: ${theme.space[4]}; justify-items: center;`}>
          <p css={css`color: var(--accent); font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.wide}; text-transform: uppercase;`}>Coming soon · Mayfair, London</p>
          <h1 css={css`font-size: clamp(3.5rem, 2rem + 7vw, 7rem); letter-spacing: 0.18em; font-weight: 500;`}>AURUM</h1>
          <p css={css`font-family: ${theme.fonts.display}; font-style: italic; font-size: ${theme.fontSizes['2xl']}; color: var(--fg-muted);`}>Premium Luxury Watches &amp; Apparel</p>
        </header>
        <ul role="list" css={css`display: grid; grid-template-columns: repeat(3, 1fr); gap: ${theme.space[5]}; width: 100%; ${theme.mq.belowMd} { grid-template-columns: 1fr; }`}>
          {TILES.map(({ icon: Icon, title, text }) => (
            <li key={title} css={css`display: grid; justify-items: center; gap: ${theme.space[3]}; padding: ${theme.space[6]} ${theme.space[5]}; border: 1px solid ${theme.colors.hairlineDark};`}>
              <Icon size={30} css={css`color: var(--accent);`} />
              <h2 css={css`font-size: ${theme.fontSizes.xl};`}>{title}</h2>
              <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{text}</p>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate aria-label="Launch news sign-up" css={css`width: min(30rem, 100%); display: grid; gap: ${theme.space[3]};`}>
          <label htmlFor={inputId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
            Be the first to know when we open.
          </label>
          <div css={css`display: grid; grid-template-columns: 1fr auto; gap: ${theme.space[2]}; ${theme.mq.belowMd} { grid-template-columns: 1fr; }`}>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              css={css`min-height: 2.875rem; padding: 0 ${theme.space[4]}; background: transparent; border: 1px solid ${theme.colors.hairlineDark}; border-bottom-color: var(--fg-muted); color: var(--fg); &::placeholder { color: var(--fg-muted); opacity: 1; } &:focus-visible { border-color: var(--accent); }`}
            />
            <Button type="submit">Notify Me</Button>
          </div>
          <p role="status" css={css`min-height: 1.5rem; color: var(--accent); font-size: ${theme.fontSizes.sm};`}>
            {thanks ? NEWSLETTER_THANKS : ''}
          </p>
        </form>
        <ButtonLink to="/admin/login" variant="secondary" size="sm">
          Admin Login
        </ButtonLink>
      </main>
    </div>
  );
}
