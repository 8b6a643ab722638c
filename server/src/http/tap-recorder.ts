import { createHash } from 'node:crypto';
import { SERVER_RENDERED_ATTRIBUTE } from '@aurum/rules/page-data/first-screen';
import { EARLY_INPUT_QUEUE, EARLY_KEYS, HYDRATES_LATER_ATTRIBUTE, REPLAY_TAP_ATTRIBUTE } from '@aurum/rules/page-data/early-input';

/**
 * The inline script that runs before any module on a server-rendered page (issue 35): until the page has hydrated
 * (#root loses its attribute), and inside a part that hydrates later until that part has (it loses its marker), a tap on a control marked for replay and a listing shortcut key pressed outside a
 * field are recorded in one global queue, kept from the page (no navigation through a card's link, no native
 * default), and the control shows it is getting ready (aria-busy). client/src/lib/early-input.ts replays them once
 * hydrated; events it dispatches itself are not trusted, so they pass. ES5 and a few hundred bytes: it is in the
 * head of every such page, before the first paint.
 */
export const TAP_RECORDER_SCRIPT =
  `(function(d,q){` +
  `function early(e){var r=d.getElementById("root"),t=e.target;return e.isTrusted&&r&&(r.hasAttribute("${SERVER_RENDERED_ATTRIBUTE}")||t.closest&&t.closest("[${HYDRATES_LATER_ATTRIBUTE}]"))}` +
  `function keep(e){e.preventDefault();e.stopPropagation()}` +
  `d.addEventListener("click",function(e){` +
  `var c=early(e)&&e.target.closest&&e.target.closest("[${REPLAY_TAP_ATTRIBUTE}]");` +
  `if(!c)return;keep(e);` +
  `if(c.getAttribute("aria-busy")!=="true"){c.setAttribute("aria-busy","true");q.push({tap:c.getAttribute("${REPLAY_TAP_ATTRIBUTE}")})}` +
  `},true);` +
  `d.addEventListener("keydown",function(e){` +
  `var t=e.target;` +
  `if(!early(e)||e.ctrlKey||e.metaKey||e.altKey||${JSON.stringify(EARLY_KEYS.join(''))}.indexOf(e.key)<0||e.key.length!==1||t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;` +
  `keep(e);q.push({key:e.key})` +
  `},true)` +
  `})(document,window.${EARLY_INPUT_QUEUE}=[])`;

/** The script element the page's head carries. */
export const TAP_RECORDER_ELEMENT = `<script>${TAP_RECORDER_SCRIPT}</script>`;

/** The CSP source that allows exactly that script and no other inline one. */
export const TAP_RECORDER_SOURCE = `'sha256-${createHash('sha256').update(TAP_RECORDER_SCRIPT).digest('base64')}'`;
