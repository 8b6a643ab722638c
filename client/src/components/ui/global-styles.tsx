import { Global, css } from '@emotion/react';
import { colors, easing, fonts, mq, zIndices } from './theme';
import { FLOATING_CONTROL } from './floating-strip';
import { lightSurface } from './surface';
import { SERVER_RENDERED_ATTRIBUTE } from '@aurum/rules/page-data/first-screen';
import { REPLAY_TAP_ATTRIBUTE } from '@aurum/rules/page-data/early-input';
import { BEFORE_HYDRATION_ONLY, WORKS_BEFORE_HYDRATION } from '../../lib/hydration';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Keeps in-page anchors (#featured) clear of the sticky header. */
    scroll-padding-top: 5rem;
    ${mq.md} {
      scroll-padding-top: 9rem;
    }
  }
  ${mq.reducedMotion} {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  /*
   * The floating compare and cart buttons live in a reserved strip along the bottom of the screen (issue 37):
   * an opaque band the page scrolls behind, like a browser's toolbar, so a pill never sits over a button or
   * a field. The page gets the strip's height as bottom padding (its end scrolls clear) and as scroll padding
   * (keyboard focus and scrollIntoView stop above the strip).
   */
  :root {
    --floating-strip: 4.5rem;
  }
  html:has([${FLOATING_CONTROL}]) {
    scroll-padding-bottom: calc(var(--floating-strip) + 0.5rem);
  }
  body:has([${FLOATING_CONTROL}]) {
    padding-bottom: var(--floating-strip);
  }
  body:has([${FLOATING_CONTROL}])::after {
    content: '';
    position: fixed;
    inset: auto 0 0 0;
    height: var(--floating-strip);
    z-index: ${zIndices.sticky - 1};
    background: ${colors.ivory};
    border-top: 1px solid rgba(11, 11, 12, 0.08);
  }
  body {
    ${lightSurface};
    margin: 0;
    min-height: 100vh;
    background: ${colors.ivory};
    font-family: ${fonts.text};
    font-size: 1rem;
    line-height: 1.6;
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${fonts.display};
    font-weight: 500;
    line-height: 1.1;
    letter-spacing: -0.01em;
  }
  p,
  ul,
  ol,
  figure {
    margin: 0;
  }
  /* :where keeps this reset at zero specificity so component styles win. */
  :where(ul, ol)[role='list'] {
    list-style: none;
    padding: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  img {
    height: auto;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus {
    outline: none;
  }
  :focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 3px;
  }
  ::selection {
    background: ${colors.gold};
    color: ${colors.black};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0, 0, 0, 0) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }
  /* A server-rendered page before its scripts have taken it over (lib/hydration.ts): its links and its GET forms
     (search) work, its buttons that replay a tap (lib/early-input.ts) take it, its other controls wait, so a tap
     is not lost on a button that does nothing yet. */
  #root[${SERVER_RENDERED_ATTRIBUTE}] :is(button, input, select, textarea, label, summary):not([${WORKS_BEFORE_HYDRATION}], [${REPLAY_TAP_ATTRIBUTE}]) {
    pointer-events: none;
  }
  /* A tap taken before hydration, waiting for the page: the control breathes gently until it is replayed. */
  [${REPLAY_TAP_ATTRIBUTE}][aria-busy='true'] {
    cursor: progress;
    animation: aurum-getting-ready 1.2s ${easing} infinite alternate;
  }
  @keyframes aurum-getting-ready {
    to {
      opacity: 0.6;
    }
  }
  ${mq.reducedMotion} {
    [${REPLAY_TAP_ATTRIBUTE}][aria-busy='true'] {
      animation: none;
      opacity: 0.75;
    }
  }
  /* What only the plain-HTML page needs (an "Apply filters" button) goes once the app applies the controls itself. */
  #root:not([${SERVER_RENDERED_ATTRIBUTE}]) [${BEFORE_HYDRATION_ONLY}] {
    display: none !important;
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
