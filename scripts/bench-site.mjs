// Lighthouse on the public site (issue 14), in its mobile mode, driving Debian's Chromium:
// performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 on /, /pricing and /faq.
import { chromiumPath, say } from './lib.mjs';

const budgets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

export const siteLighthouse = async (base) => {
  say('Lighthouse on the public site (mobile; budget in brackets)');
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    console.log(`  Lighthouse is not installed (${error.message}); run npm install first.`);
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const path of ['/', '/pricing', '/faq']) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(budgets),
      });
      const row = { page: path };
      for (const [category, budget] of Object.entries(budgets)) {
        const score = result?.lhr.categories[category]?.score;
        row[category] = score == null ? '—' : `${Math.round(score * 100)} (${budget})`;
      }
      rows.push(row);
    }
    console.table(rows);
  } finally {
    await chrome.kill();
  }
};
