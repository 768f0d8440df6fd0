/**
 * The browser tests' `test`: every page it hands out, and every page opened with `pageAs`, is
 * checked with axe-core on every screen it reaches (accessibility.ts). Specs import from here.
 */
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { firstServer, workerServer } from '../playwright.config.js';
import { watchAccessibility, type Violation } from './accessibility.js';
import { DEMO_PASSWORD, signIn } from './support.js';

type Fixtures = {
  /**
   * A second person in a browser of their own, signed in to the web app (of another server than
   * the project's when a base URL is given; on a device of its own, such as a touch phone, when
   * `device` is).
   */
  pageAs: (
    email: string,
    options?: {
      baseURL?: string;
      device?: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile'>;
    },
  ) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  // Each worker has a server of its own (playwright.config.ts); a spec pointed at another server
  // (Paymob's, the two servers') keeps it.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === firstServer ? workerServer(testInfo.parallelIndex) : baseURL);
  },
  page: async ({ page }, use) => {
    const watch = watchAccessibility(page);
    await use(page);
    expect(await watch.finish(), 'critical or serious accessibility violations').toEqual([]);
  },
  pageAs: async ({ browser, baseURL }, use) => {
    const opened: { page: Page; finish: () => Promise<Violation[]> }[] = [];
    await use(async (email, options) => {
      const context = await browser.newContext({
        locale: 'ar-EG',
        timezoneId: 'Africa/Cairo',
        baseURL: options?.baseURL ?? baseURL,
        ...options?.device,
      });
      const page = await context.newPage();
      opened.push({ page, finish: watchAccessibility(page).finish });
      await signIn(page, '/app', email, DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      return page;
    });
    const violations: Violation[] = [];
    for (const { page, finish } of opened) {
      violations.push(...(await finish()));
      await page.context().close();
    }
    expect(violations, 'critical or serious accessibility violations').toEqual([]);
  },
});

export { expect, type Locator, type Page };
