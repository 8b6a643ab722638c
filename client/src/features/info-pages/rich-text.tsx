import { Fragment } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { isSpaPath } from '@aurum/rules/page-data/spa-paths';
import { parseInline } from './inline-markup';

/** A content text with its links (the app's pages via the router, server pages and other sites as plain anchors), bold and code parts. */
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
        if (part.type === 'code') {
          return (
            <code key={index} css={css`font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; color: var(--fg); overflow-wrap: anywhere;`}>
              {part.text}
            </code>
          );
        }
        if (part.type === 'link') {
          return part.href.startsWith('/') && isSpaPath(part.href.split(/[?#]/)[0]) ? (
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
