// `npm run bench:profile`: where a page's main-thread time goes. Builds the app (or takes `--dist
// DIR`, with its hidden source maps in DIR-sourcemaps), starts the real server on a temporary
// DATA_DIR, signs up a user with a dozen notes and loads the page signed in, cold, in Debian's
// Chromium with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile
// preset assumes) on a phone-sized viewport, under a V8 CPU profile. Prints self time by source
// file, package and function (through the source maps), the long tasks, and the time by the
// script a task started in (what Lighthouse's bootup-time calls a file's cost).
// `--path /x` (default `/`), `--runs N` (default 3, sums are medians), `--signed-out`, `--top N`
// (rows per table), `--save DIR` (each run's profile, for DevTools' Performance panel), `--renders`
// (React commits and component renders, counted at a cost of their own), `--cpu N` (N more loads,
// traced at full speed: the main thread's CPU time ×4, which a busy machine inflates less than
// the profile's wall time).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { register as registerTsx } from 'tsx/esm/api';
import { seedUser } from './benchClient.mjs';
import { buildApp } from './buildApp.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

registerTsx();
const { startChildServer } = await import('../server/test/childServer.ts');
const { TOKEN_STORAGE_KEY } = await import('../src/config.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const PAGE_PATH = option('--path', '/');
const RUNS = Number(option('--runs', '3'));
const SIGNED_IN = !args.includes('--signed-out');
const COUNT_RENDERS = args.includes('--renders');
const CPU_RUNS = Number(option('--cpu', '0'));
const TOP = Number(option('--top', '25'));
const SAVE_DIR = option('--save') && path.resolve(option('--save'));
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
// After the network has been quiet this long the page is taken as settled.
const SETTLE_MS = 2000;

/** Maps a built file's position to its source, through the hidden source map. */
function sourceMapper(distDir) {
  const maps = new Map();
  const mapFor = (file) => {
    if (!maps.has(file)) {
      const mapPath = path.join(`${distDir}-sourcemaps`, `${path.basename(file)}.map`);
      maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const asset = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
    const fallback = { source: url || '(native)', name: functionName || '(anonymous)' };
    if (!asset) return fallback;
    const map = mapFor(asset);
    if (!map) return { ...fallback, source: asset };
    const found = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (found.source ?? asset).replace(/^(\.\.\/)+/, '');
    return {
      source,
      name: `${found.name ?? functionName ?? '(anonymous)'} ${path.basename(source)}:${found.line}`,
      asset,
    };
  };
}

function packageOf(source) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  if (source.startsWith('src/')) return 'app: ' + source.split('/').slice(0, 3).join('/');
  return source;
}

/** Self time (ms) by source, package and function; time by the script each task started in. */
function analyse(profile, map) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const mapped = new Map();
  const frame = (id) => {
    if (!mapped.has(id)) mapped.set(id, map(nodes.get(id).callFrame));
    return mapped.get(id);
  };
  // The outermost frame with a script URL: the file a task is attributed to.
  const origin = (id) => {
    let found = '(no script)';
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const url = nodes.get(at).callFrame.url;
      if (url) found = /\/(assets\/[^?#]+)/.exec(url)?.[1] ?? url;
    }
    return found;
  };
  const bySource = new Map();
  const byPackage = new Map();
  const byFunction = new Map();
  const byOrigin = new Map();
  const inclusive = new Map();
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  // Busy stretches between idle samples: about the browser's tasks.
  const stretches = [];
  let stretch;
  let total = 0;
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const id = profile.samples[i];
    const { functionName } = nodes.get(id).callFrame;
    if (functionName === '(idle)') {
      stretch = undefined;
      continue;
    }
    if (!stretch) {
      stretch = { start: at, ms: 0, byFunction: new Map(), inclusive: new Map() };
      stretches.push(stretch);
    }
    stretch.ms += ms;
    total += ms;
    const { source, name } = frame(id);
    add(bySource, source, ms);
    add(byPackage, packageOf(source), ms);
    add(byFunction, name, ms);
    add(stretch.byFunction, name, ms);
    add(byOrigin, origin(id), ms);
    const seen = new Set();
    for (let up = id; up !== undefined; up = parent.get(up)) {
      const key = frame(up).name;
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, ms);
      add(stretch.inclusive, key, ms);
    }
  }
  return { total, bySource, byPackage, byFunction, byOrigin, inclusive, stretches };
}

/**
 * Runs in the page before React: a stand-in for the DevTools hook that counts, per commit, the
 * components that rendered (new props or new hook state since the last commit that showed them).
 * It walks the whole tree on every commit, so it costs time of its own: the figures of a run
 * with `--renders` are not comparable with one without.
 */
function countRenders() {
  const commits = [];
  const last = new WeakMap();
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  // A component's name in a minified build: its function's first characters.
  const nameOf = (type) => {
    const fn = type?.render ?? type?.type ?? type;
    return type?.displayName ?? String(fn).slice(0, 60).replace(/\s+/g, ' ');
  };
  const rendered = (root) => {
    let count = 0;
    const starts = new Map();
    const stack = [[root, false]];
    while (stack.length) {
      const [fiber, parentRendered] = stack.pop();
      let didRender = parentRendered;
      if (COMPONENT_TAGS.has(fiber.tag)) {
        const before = last.get(fiber) ?? (fiber.alternate && last.get(fiber.alternate));
        didRender =
          !before || before[0] !== fiber.memoizedProps || before[1] !== fiber.memoizedState;
        if (didRender) count++;
        // A component that rendered although its parent did not: where an update started.
        if (didRender && !parentRendered && before) {
          const name = nameOf(fiber.type);
          starts.set(name, (starts.get(name) ?? 0) + 1);
        }
        const now = [fiber.memoizedProps, fiber.memoizedState];
        last.set(fiber, now);
        if (fiber.alternate) last.set(fiber.alternate, now);
      }
      if (fiber.sibling) stack.push([fiber.sibling, parentRendered]);
      if (fiber.child) stack.push([fiber.child, didRender]);
    }
    return { count, starts: [...starts].map(([name, times]) => `${times}× ${name}`) };
  };
  Object.defineProperty(globalThis, '__commits', { value: commits });
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) =>
      commits.push({ at: Math.round(performance.now()), ...rendered(root.current) }),
  };
}

/**
 * A phone-sized tab with the HTTP cache off, opened on the origin first (as bench:web does) and
 * holding the session token when there is one.
 */
async function coldPhone(browser, origin, token) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  if (token)
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [TOKEN_STORAGE_KEY, token],
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp };
}

async function profileOnce(browserPath, origin, token, map) {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const { page, cdp } = await coldPhone(browser, origin, token);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(globalThis, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    if (COUNT_RENDERS) await page.addInitScript(countRenders);
    await cdp.send('Profiler.start');
    await page.goto(origin + PAGE_PATH, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    if (SAVE_DIR)
      writeFileSync(
        path.join(SAVE_DIR, `profile-${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
    const landed = new URL(page.url()).pathname;
    if (landed !== PAGE_PATH) throw new Error(`${PAGE_PATH} ended on ${landed}`);
    const longTasks = await page.evaluate(() => globalThis.__longTasks);
    const paints = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('paint')
          .map((entry) => [entry.name, Math.round(entry.startTime)]),
      ),
    );
    const commits = COUNT_RENDERS ? await page.evaluate(() => globalThis.__commits) : [];
    return { ...analyse(profile, map), longTasks, paints, commits };
  } finally {
    await browser.close();
  }
}

/** What a trace says of the page's main thread: CPU time (not wall time) of its tasks. */
function mainThreadCpu(trace) {
  const { traceEvents } = JSON.parse(trace.toString());
  const mains = traceEvents
    .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`);
  const byThread = new Map(mains.map((thread) => [thread, []]));
  for (const event of traceEvents) {
    const events = byThread.get(`${event.pid}:${event.tid}`);
    if (events && event.ph === 'X' && event.tdur !== undefined) events.push(event);
  }
  const [events] = [...byThread.values()].sort((a, b) => b.length - a.length);
  const ms = (list) => list.reduce((sum, event) => sum + event.tdur / 1000, 0);
  const tasks = events.filter((event) => event.name === 'RunTask');
  return {
    cpu: ms(tasks),
    // A task over 12.5 ms of CPU is a long task (over 50 ms) on a CPU 4× slower.
    blockingAt4x: tasks.reduce((sum, task) => sum + Math.max(0, (4 * task.tdur) / 1000 - 50), 0),
    longAt4x: tasks.filter((task) => task.tdur > 12_500).map((task) => Math.round(task.tdur / 250)),
    layouts: events.filter((event) => event.name === 'Layout').length,
    layoutMs: ms(events.filter((event) => event.name === 'Layout')),
    styleMs: ms(events.filter((event) => event.name === 'UpdateLayoutTree')),
  };
}

/**
 * One more cold load, traced instead of profiled: the main thread's CPU time grows less than wall
 * time when other processes share the machine, so it compares builds on a busy machine.
 */
async function traceOnce(browserPath, origin, token) {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const { page } = await coldPhone(browser, origin, token);
    // No slowdown here: Chrome's throttling counts as the thread's CPU time. Figures are ×4.

    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(origin + PAGE_PATH, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const trace = await browser.stopTracing();
    return mainThreadCpu(trace);
  } finally {
    await browser.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function printTable(title, runs, pick) {
  const keys = new Set(runs.flatMap((run) => [...pick(run).keys()]));
  const rows = [...keys]
    .map((key) => [key, median(runs.map((run) => pick(run).get(key) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  console.log(`\n${title} (median ms of ${runs.length} runs)`);
  for (const [key, ms] of rows) console.log(`${ms.toFixed(0).padStart(7)}  ${key}`);
}

const browserPath = ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-profile-'));
const given = option('--dist');
const distDir = given ? path.resolve(given) : path.join(dataDir, 'dist');
if (!given) console.log(`Built the app in ${buildApp(distDir).toFixed(1)} s`);
const server = await startChildServer({
  dataDir,
  env: { STATIC_DIR: distDir, RATE_LIMIT_REGISTER: '1000' },
});
try {
  const token = SIGNED_IN ? await seedUser(server.url, 12) : undefined;
  const map = sourceMapper(distDir);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await profileOnce(browserPath, server.url, token, map);
    runs.push(run);
    const blocking = run.longTasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
    console.log(
      `run ${i + 1}: ${run.total.toFixed(0)} ms busy, FCP ${run.paints['first-contentful-paint']} ms, ` +
        `${run.longTasks.length} long tasks, ${blocking} ms over 50 ms: ` +
        run.longTasks.map((task) => `${task.ms}@${task.start}`).join(' '),
    );
    if (COUNT_RENDERS)
      console.log(
        `  ${run.commits.length} React commits, ` +
          `${run.commits.reduce((sum, commit) => sum + commit.count, 0)} component renders: ` +
          run.commits.map((commit) => `${commit.count}@${commit.at}`).join(' '),
      );
  }
  if (CPU_RUNS) {
    const cpuRuns = [];
    for (let i = 0; i < CPU_RUNS; i++)
      cpuRuns.push(await traceOnce(browserPath, server.url, token));
    const figure = (pick) => median(cpuRuns.map(pick)).toFixed(0);
    console.log(
      `\nMain-thread CPU time, median of ${CPU_RUNS} traced loads: ${figure((run) => run.cpu)} ms ` +
        `(×4: ${figure((run) => run.cpu * 4)} ms), blocking at 4× ${figure((run) => run.blockingAt4x)} ms, ` +
        `${figure((run) => run.layouts)} layouts (${figure((run) => run.layoutMs)} ms), ` +
        `style ${figure((run) => run.styleMs)} ms`,
    );
    for (const run of cpuRuns) console.log(`  long tasks at 4× (ms): ${run.longAt4x.join(' ')}`);
  }
  printTable('Time by the script a task started in', runs, (run) => run.byOrigin);
  printTable('Self time by package or app folder', runs, (run) => run.byPackage);
  printTable('Self time by source file', runs, (run) => run.bySource);
  printTable('Self time by function', runs, (run) => run.byFunction);
  printTable('Inclusive time by function', runs, (run) => run.inclusive);
  const last = runs.at(-1);
  if (COUNT_RENDERS) {
    console.log("\nThe last run's commits: components rendered, and where each update started");
    for (const commit of last.commits)
      console.log(`${commit.count} at ${commit.at} ms: ${commit.starts.join(' | ')}`);
  }
  console.log("\nThe last run's busy stretches over 50 ms (self, then inclusive, top functions)");
  for (const busy of last.stretches.filter((item) => item.ms > 50)) {
    const top = (table, n) =>
      [...table]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([key, ms]) => `${ms.toFixed(0)} ${key}`)
        .join(' | ');
    console.log(`${busy.ms.toFixed(0)} ms at ${busy.start.toFixed(0)} ms`);
    console.log(`   self: ${top(busy.byFunction, 6)}`);
    console.log(`   incl: ${top(busy.inclusive, 14)}`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
