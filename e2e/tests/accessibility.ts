/**
 * Every screen a browser test reaches is checked with axe-core: a screen opened with `page.goto` at
 * once, a screen reached by a click or a redirect when the test is over (opened again in the same
 * session) unless this worker has checked it already at that width. Critical and serious
 * violations fail the test, so a new screen cannot regress.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Violation = { route: string; rule: string; impact: string; targets: string[] };

const failing = new Set(['critical', 'serious']);

/** Ids in a path do not make another screen: /app/t/12 and /app/t/31 are checked once. */
const routeOf = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * The screens this worker has checked, at a phone's or a desktop's width. Opening a screen again
 * only to check it as it loads costs a load and an axe run (a third of a spec's time on two busy
 * cores) and finds what the first check found: a test's own `page.goto` is still checked every
 * time, since it chose that screen in that state.
 */
const checkedInWorker = new Set<string>();
const widthOf = (page: Page) => ((page.viewportSize()?.width ?? 1280) < 640 ? 'phone' : 'desktop');

/**
 * Waits until the screen has loaded: no spinner left, fonts in place, and no colour still changing
 * (a button enabled once its data arrives fades in over 150 ms, and a contrast read halfway through
 * would judge a colour no one sees for long). Bounded, then checks anyway.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('load').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.animate-spin') &&
        document.fonts.status === 'loaded' &&
        !document
          .getAnimations()
          .some(
            (animation) => animation instanceof CSSTransition && animation.playState === 'running',
          ),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
};

export const watchAccessibility = (page: Page) => {
  const checked = new Set<string>();
  const reached = new Map<string, string>();
  const violations: Violation[] = [];

  const check = async () => {
    const url = new URL(page.url());
    if (!/^\/(app|admin)(\/|$)/.test(url.pathname)) return;
    await settle(page);
    const route = routeOf(new URL(page.url()));
    checked.add(route);
    checkedInWorker.add(`${widthOf(page)} ${route}`);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (!failing.has(violation.impact ?? '')) continue;
      violations.push({
        route,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  };

  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await check();
    return response;
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    reached.set(routeOf(url), url.pathname + url.search);
  });

  return {
    /** Opens the screens reached without `page.goto` and checks them; answers every violation. */
    finish: async (): Promise<Violation[]> => {
      if (page.isClosed()) return violations;
      for (const [route, path] of reached) {
        if (checked.has(route) || checkedInWorker.has(`${widthOf(page)} ${route}`)) continue;
        await page.goto(path).catch(() => undefined);
      }
      return violations;
    },
  };
};
