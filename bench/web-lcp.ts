/**
 * Largest Contentful Paint of the home page and the size of its initial JavaScript,
 * measured in Chromium against the built demo app.
 *
 * Run: npm run build && npx tsx bench/web-lcp.ts
 *      (WEB_LCP_URL=http://127.0.0.1:3000 measures an already running server instead
 *       of starting the demo; WEB_LCP_RUNS sets the runs per profile, default 5)
 *
 * Every run is a cold load in a fresh browser context. Two profiles: the plain
 * loopback connection, and a simulated mid-range phone (4× slower CPU, 9 Mbit/s
 * down, 1.5 Mbit/s up, 40 ms round trip), which is closer to what visitors see.
 * LCP comes from a buffered PerformanceObserver('largest-contentful-paint') read
 * with page.evaluate once the page has settled.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startDemoServer, type RunningServer } from '../e2e/support/server';

interface Profile {
  name: string;
  cpuSlowdown: number;
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const PROFILES: Profile[] = [
  { name: 'loopback, no throttling', cpuSlowdown: 1, network: null },
  {
    name: 'mid-range phone (4x CPU, 9/1.5 Mbit/s, 40 ms RTT)',
    cpuSlowdown: 4,
    network: { latency: 40, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 },
  },
];

interface LcpEntry {
  startTime: number;
  element: string;
  url: string;
  size: number;
}

interface Run {
  lcp: LcpEntry | null;
  scripts: { url: string; gzipBytes: number; rawBytes: number }[];
}

async function readLcp(page: Page): Promise<LcpEntry | null> {
  return page.evaluate(
    () =>
      new Promise<LcpEntry | null>((resolve) => {
        let last: LcpEntry | null = null;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            element?: Element | null;
            url?: string;
            size?: number;
          })[]) {
            const element = entry.element;
            last = {
              startTime: entry.startTime,
              element: element
                ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
                    element.getAttribute('alt') ? `[alt="${element.getAttribute('alt')}"]` : ''
                  }`
                : '(removed)',
              url: entry.url ?? '',
              size: entry.size ?? 0,
            };
          }
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive asynchronously; give them a moment, then report the last candidate.
        setTimeout(() => {
          observer.disconnect();
          resolve(last);
        }, 500);
      }),
  );
}

async function measure(browser: Browser, baseUrl: string, profile: Profile): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  const scriptResponses: Promise<{ url: string; gzipBytes: number; rawBytes: number } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scriptResponses.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const lcp = await readLcp(page);
  const scripts = (await Promise.all(scriptResponses)).filter((s): s is NonNullable<typeof s> => s !== null);
  await context.close();
  return { lcp, scripts };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const runs = Number(process.env.WEB_LCP_RUNS ?? 5);
  let server: RunningServer | null = null;
  let baseUrl = process.env.WEB_LCP_URL;
  if (!baseUrl) {
    console.log('Starting the demo server (built app, fresh data folder) …');
    server = await startDemoServer();
    baseUrl = server.baseUrl;
  }
  const browser = await launchBrowser();
  try {
    // One warm-up load: the server renders and caches the optimised images on first request.
    await measure(browser, baseUrl, PROFILES[0]!);

    let initialJs: Run['scripts'] = [];
    for (const profile of PROFILES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await measure(browser, baseUrl, profile));
      const values = results.map((r) => r.lcp?.startTime ?? Number.NaN).filter(Number.isFinite);
      const element = results.at(-1)?.lcp;
      console.log(`\nHome LCP, ${profile.name} (${runs} cold loads):`);
      console.log(
        `  median ${median(values).toFixed(0)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`,
      );
      console.log(`  runs: ${values.map((v) => v.toFixed(0)).join(', ')} ms`);
      if (element)
        console.log(
          `  LCP element: ${element.element} ${element.url ? new URL(element.url).pathname + new URL(element.url).search : ''}`,
        );
      if (profile === PROFILES[0]) initialJs = results[0]?.scripts ?? [];
    }

    const total = initialJs.reduce((sum, s) => sum + s.gzipBytes, 0);
    const raw = initialJs.reduce((sum, s) => sum + s.rawBytes, 0);
    console.log(`\nInitial JavaScript of home (every script loaded until the network was idle):`);
    for (const script of [...initialJs].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(
        `  ${kb(script.gzipBytes).padStart(9)} gzip  ${kb(script.rawBytes).padStart(9)} raw  ${script.url}`,
      );
    }
    console.log(
      `  ${kb(total).padStart(9)} gzip  ${kb(raw).padStart(9)} raw  total of ${initialJs.length} files (budget 200 KB gzip)`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
