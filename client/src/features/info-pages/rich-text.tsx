import { Fragment } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { parseInline } from './inline-markup';

/** A content text with its links (app routes via the router, others as plain anchors) and bold parts. */
export function RichText({ text }: { text: string }) {
  const theme = useTheme();
  const link = css`
    color: var(--accent);
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.22em;
    transition: color ${theme.durations.fast} ${theme.easing};
    &:hover {
      color: var(--fg);
    }
  `;
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (part.type === 'strong') return <strong key={index} css={css`font-weight: 600; color: var(--fg);`}>{part.text}</strong>;
        if (part.type === 'link') {
          return part.href.startsWith('/') ? (
            <Link key={index} to={part.href} css={link}>
              {part.text}
            </Link>
          ) : (
            <a key={index} href={part.href} css={link}>
              {part.text}
            </a>
          );
        }
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
    </>
  );
}
