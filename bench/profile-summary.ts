/**
 * `npx tsx bench/profile-summary.ts [dir]`: what the server processes' CPU profiles (`BENCH_PROFILE=1`, in
 * .data/bench-profile) say about serving: the top functions by self time and the share of each area (the
 * innermost frame of a sample that belongs to a known area names it). Only samples taken while requests were
 * served count: from the first sample in Apollo's HTTP runner or the REST listing route to the last; the engine's build and
 * start-up come before. Idle time is left out of the shares.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The first area whose test matches a frame, innermost frame first. */
const AREAS: [string, (fn: string, url: string) => boolean][] = [
  ['GC / idle / program', (fn) => fn === '(garbage collector)' || fn === '(idle)' || fn === '(program)'],
  ['persisted query (PostgreSQL)', (_fn, url) => url.includes('persisted-query-store') || url.includes('/pg/') || url.includes('pg-protocol') || url.includes('/knex/')],
  ['JSON', (fn, url) => (url === '' && (fn === 'stringify' || fn === 'parse')) || fn === 'prettyJSONStringify'],
  ['compression', (_fn, url) => url.includes('/compression/') || url.includes('node:zlib') || url.includes('zlib')],
  ['Money formatting', (_fn, url) => url.includes('money')],
  ['fast listing path (recognition, JSON plan)', (_fn, url) => url.includes('fast-listing/')],
  ['facet / item mapping', (_fn, url) => url.includes('catalog/') && !url.includes('engine/')],
  ['engine (bit sets, top-k, facets)', (_fn, url) => url.includes('catalog/engine/')],
  ['cost estimate', (_fn, url) => url.includes('/cost/')],
  ['execution (graphql-jit, resolvers)', (_fn, url) => url.includes('graphql-jit') || url.includes('compiled-execution') || url.includes('resolver')],
  ['parse / validate / APQ (graphql-js, Apollo)', (_fn, url) => url.includes('/graphql/') && url.includes('node_modules') || url.includes('@apollo/') || url.includes('graphql-armor')],
  ['context creation / request guards', (_fn, url) => url.includes('request-context') || url.includes('request-guards') || url.includes('identify') || url.includes('rate-limit')],
  ['logging', (_fn, url) => url.includes('pino') || url.includes('logger') || url.includes('morgan')],
  ['express middleware', (_fn, url) => url.includes('/express/') || url.includes('/body-parser/') || url.includes('/router/') || url.includes('send/') || url.includes('helmet')],
  ['node http / net / streams', (_fn, url) => url.startsWith('node:')],
];

const dir = process.argv[2] ?? path.join(process.cwd(), '.data', 'bench-profile');
const selfByFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
let idle = 0;

for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const stack = (id: number) => {
    const frames: ProfileNode[] = [];
    for (let node = byId.get(id); node; node = parent.get(node.id)) frames.push(node);
    return frames;
  };
  // A GraphQL request in Apollo's HTTP runner, the web app's listing on its fast path (graphql/fast-listing), or a REST listing in its route.
  // (By function name: the modules' own loading at start-up has their URLs too.)
  const serving = (id: number) =>
    stack(id).some(
      ({ callFrame }) =>
        /^(executeHTTPGraphQLRequest|runHttpQuery|processGraphQLRequest)$/.test(callFrame.functionName) ||
        (/(product\.routes|fast-listing\/[a-z-]+)\.js/.test(callFrame.url) && callFrame.functionName !== ''),
    );
  const first = profile.samples.findIndex(serving);
  let last = profile.samples.length - 1;
  while (last > first && !serving(profile.samples[last])) last--;
  if (first < 0) continue;
  for (let index = first; index <= last; index++) {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frames = stack(profile.samples[index]);
    const { functionName, url, lineNumber } = frames[0].callFrame;
    if (functionName === '(idle)') {
      idle += ms;
      continue;
    }
    total += ms;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '')}:${lineNumber + 1}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + ms);
    const area = frames.map((frame) => AREAS.find(([, test]) => test(frame.callFrame.functionName, frame.callFrame.url))?.[0]).find(Boolean) ?? 'other';
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
  }
}

const share = (ms: number) => `${((100 * ms) / total).toFixed(1)} %`;
console.log(`CPU while serving: ${total.toFixed(0)} ms (idle ${idle.toFixed(0)} ms left out)\n`);
console.log('| top functions by self time | self | share |\n|---|---:|---:|');
for (const [name, ms] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 15))) console.log(`| \`${name}\` | ${ms.toFixed(0)} ms | ${share(ms)} |`);
console.log('\n| area (innermost known frame) | self | share |\n|---|---:|---:|');
for (const [area, ms] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`| ${area} | ${ms.toFixed(0)} ms | ${share(ms)} |`);
