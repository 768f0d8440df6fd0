// The pages part of npm run bench: what a person's browser loads. The apps' first-load weight (JS and
// CSS as transferred, compressed) and the public site's first contentful paint in Chromium, and
// Lighthouse on the public site in its mobile mode. Budgets in brackets; the browser tests check them.
import { chromium } from 'playwright-core';
import { chromiumPath, say } from './lib.mjs';

/** Bytes of JS and CSS, as transferred, before the first screen is usable; first paint. */
const firstLoad = async (browser, url) => {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const totals = { script: 0, style: 0, files: 0 };
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (kind === 'Script') totals.script += e.encodedDataLength;
    if (kind === 'Stylesheet') totals.style += e.encodedDataLength;
    if (kind === 'Script' || kind === 'Stylesheet') totals.files += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await page.close();
  return { ...totals, fcp };
};

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The apps' sign-in screens and the public site's pages (at most 30 KiB of JS on /contact). */
const firstLoads = async (base) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const rows = [];
  try {
    for (const [path, budget] of [
      ['/app/login', 'total 120'],
      ['/admin/login', 'total 110'],
      ['/', 'JS 1'],
      ['/pricing', 'JS 1'],
      ['/faq', 'JS 1'],
      ['/tutor', 'JS 1'],
      ['/contact', 'JS 30'],
      ['/en', 'JS 1'],
    ]) {
      const r = await firstLoad(browser, `${base}${path}`);
      rows.push({
        page: path,
        'JS KiB': kib(r.script),
        'CSS KiB': kib(r.style),
        'total KiB': kib(r.script + r.style),
        'budget KiB': budget,
        files: r.files,
        'FCP ms': r.fcp === null ? '—' : Math.round(r.fcp),
      });
    }
  } finally {
    await browser.close();
  }
  say('First load in Chromium (compressed as served; FCP budget on the site: 1000 ms)');
  console.table(rows);
};

const lighthouseBudgets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

const siteLighthouse = async (base) => {
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const path of ['/', '/pricing', '/faq']) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(lighthouseBudgets),
      });
      const row = { page: path };
      for (const [category, budget] of Object.entries(lighthouseBudgets)) {
        const score = result?.lhr.categories[category]?.score;
        row[category] = score == null ? '—' : `${Math.round(score * 100)} (${budget})`;
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  say('Lighthouse on the public site (mobile; budget in brackets)');
  console.table(rows);
};

export const pages = async (base) => {
  await firstLoads(base);
  await siteLighthouse(base);
};
