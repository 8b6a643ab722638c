import { chromium } from '@playwright/test';
import fs from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1000);
const buf = await b.stopTracing();
await b.close();
const ev = JSON.parse(buf.toString()).traceEvents;
const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const nav = ev.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming')?.ts ?? mine[0].ts;
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 50) * 1000);
for (const t of tasks) {
  const kids = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const by = new Map();
  for (const k of kids) if (['ParseHTML', 'UpdateLayoutTree', 'Layout', 'EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'Paint', 'ParseAuthorStyleSheet', 'EventDispatch', 'MajorGC', 'MinorGC', 'v8.evaluateModule', 'RunMicrotasks', 'PrePaint', 'Commit'].includes(k.name)) by.set(k.name, (by.get(k.name) ?? 0) + k.dur);
  const f = kids.find((k) => k.name === 'FunctionCall' || k.name === 'EvaluateScript' || k.name === 'v8.evaluateModule');
  console.log(Math.round((t.ts - nav) / 1000), 'ms +', Math.round(t.dur / 1000), [...by].map(([n, d]) => `${n} ${Math.round(d / 1000)}`).join(', '), f?.args?.data?.url?.split('/').pop() ?? f?.args?.data?.functionName ?? '');
}
