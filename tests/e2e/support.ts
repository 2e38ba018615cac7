/**
 * What every e2e test file shares: one Chromium per file, pages that record every page error and
 * console error (a test fails on any), scrolling through a page as a visitor does, and a strict axe
 * check (alone, or as one test per page and width).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_EMAIL_URL } from '@/config/env';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const WIDTHS = [PHONE, DESKTOP] as const;

/** Valid 1x1 PNGs in two colours, so two uploaded files differ. */
export const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_TEAL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNgaGj4DwAEhQI/ow3J3AAAAABJRU5ErkJggg==',
  'base64',
);

export const DEMO_ADMIN = { phone: '9876543210', password: 'demo1234' };

export interface OpenedPage {
  page: Page;
  /** Page errors and console errors seen so far. */
  errors: string[];
  /** Ends the test's use of the page: a context of its own is closed; the worker's tab is kept. */
  close: () => Promise<void>;
}

/** A page in a context of its own, for a test that changes the context (a clock, permissions, a second tab). */
export interface OpenedContextPage extends OpenedPage {
  context: BrowserContext;
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Show the start-up splash (tests skip it unless they are about it). */
  splash?: boolean;
  /** localStorage entries set before the app starts. */
  storage?: Record<string, string>;
  /** Playwright's clock from before the app starts, so a test can let minutes pass (`clock.fastForward`). */
  clock?: boolean;
  /** Scripts run in every document the page opens, before the page's own: a stub, an API taken away. */
  initScripts?: (() => void)[];
  /** What the visitor allowed the site (clipboard access, say). */
  permissions?: string[];
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's one Chromium: started by the first file that asks, kept for the files the worker
 * runs after it (vitest.e2e.config.ts: `isolate: false`, so this module outlives a file), started
 * again if it went away. playwright-core closes what it launched when the worker exits.
 */
function sharedBrowser(): Promise<Browser> {
  const running = workerBrowser?.then((browser) => (browser.isConnected() ? browser : undefined));
  workerBrowser = (running ?? Promise.resolve(undefined)).then((browser) => {
    if (browser) return browser;
    const executablePath = chromiumPath();
    if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or install Debian chromium');
    return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  });
  return workerBrowser;
}

/**
 * Chromium for this test file (the worker's, shared with the files before and after it), and the
 * addresses of the demo build. A context a failed test left open is closed with the file; the
 * worker's tab stays for the next file.
 */
export function useBrowser(): { browser: () => Browser; url: (path: string) => string } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    const kept = await workerTab?.then((tab) => tab.context()).catch(() => undefined);
    await Promise.all(
      browser
        ?.contexts()
        .filter((context) => context !== kept)
        .map((context) => context.close()) ?? [],
    );
  });
  return {
    browser: () => {
      if (!browser) throw new Error('The browser has not started');
      return browser;
    },
    url: (path: string) => new URL(path, inject('baseUrl')).href,
  };
}

/** Starts recording the page's errors and console errors. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed load names only its status in the text; its address is the message's location.
    if (message.type() === 'error')
      errors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/**
 * Runs in the page before its own scripts: each Content Security Policy violation becomes a
 * console error naming the directive and what it blocked, which fails the test (`expectNoErrors`).
 * Pages behind nginx carry the production policy; the demo build's server sends none.
 */
function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}

/**
 * Opens `path` in a context of its own (fresh storage, a new renderer process) and starts
 * recording errors: for a test that changes the context or the page for good (a clock, init
 * scripts, permissions, a second tab). Any other test uses `openPage`.
 */
export async function openPageInNewContext(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedContextPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, deviceScaleFactor: 1 });
  const { splash = false, storage = {} } = options;
  await context.addInitScript(reportPolicyViolations);
  await context.addInitScript(
    ({ skipSplash, entries }) => {
      // Only the app's own window: an embedded frame (the contact map, offline) may deny storage.
      if (window !== window.top) return;
      if (skipSplash) sessionStorage.setItem('splash:seen', '1');
      // window.name survives navigations (and sign-out), so the seed is written only once.
      if (!window.name.includes('e2e-seeded')) {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        window.name = `${window.name} e2e-seeded`;
      }
    },
    { skipSplash: !splash, entries: storage },
  );
  for (const script of options.initScripts ?? []) await context.addInitScript(script);
  if (options.permissions)
    await context.grantPermissions(options.permissions, { origin: new URL(path, inject('baseUrl')).origin });
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const errors = recordErrors(page);
  await gotoPage(page, new URL(path, inject('baseUrl')).href);
  return { page, context, errors, close: () => context.close() };
}

/**
 * Opens `path` in a browser without a system share sheet (so a Share menu is what the test
 * drives) and with clipboard access, as a visitor who allowed it.
 */
export function openWithoutShareSheet(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
): Promise<OpenedPage> {
  return openPage(browser, path, {
    viewport,
    initScripts: [() => Reflect.deleteProperty(Navigator.prototype, 'share')],
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** How long clearing the worker's tab may take before the test gets a new context instead. */
const CLEAR_LIMIT_MS = 10_000;

let workerTab: Promise<Page> | undefined;
/** The init scripts the last test added to the worker's tab, removed before the next. */
const tabScripts: { dispose: () => Promise<void> }[] = [];
/** The test that last took the worker's tab: a second page in the same test gets a context of its own. */
let tabTakenBy: string | undefined;

/**
 * The worker's one tab, kept from test to test and file to file. A new context costs a new
 * renderer process, which on a two-core machine takes longer than the page it shows; a tab
 * navigated to the next address keeps its process and the code it compiled.
 */
function sharedTab(browser: Browser): Promise<Page> {
  const open = workerTab?.then((page) => (page.isClosed() ? undefined : page)).catch(() => undefined);
  workerTab = (open ?? Promise.resolve(undefined)).then(async (page) => {
    if (page) return page;
    const context = await browser.newContext({ deviceScaleFactor: 1 });
    await context.addInitScript(reportPolicyViolations);
    await context.addInitScript(() => {
      // Only the app's own window: an embedded frame (the contact map, offline) may deny storage.
      if (window === window.top && window.name === 'e2e-skip-splash')
        sessionStorage.setItem('splash:seen', '1');
    });
    return context.newPage();
  });
  return workerTab;
}

/**
 * Leaves the tab as a first visit to `target`'s site finds it: the last test's listeners, routes,
 * init scripts, permissions, media and other tabs gone, and the site's storage empty (cookies,
 * local and session storage, the demo backend's IndexedDB), read on a page of the site that runs
 * no app. What stays is the
 * browser's own: its process, its HTTP cache and the demo's service worker.
 */
async function clearTab(page: Page, target: URL, options: OpenOptions): Promise<void> {
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(tabScripts.splice(0).map((script) => script.dispose().catch(() => undefined)));
  await page.context().clearPermissions();
  await Promise.all(
    page
      .context()
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await page.setViewportSize(options.viewport ?? DESKTOP);
  await page.goto(new URL('/robots.txt', target).href);
  await page.context().clearCookies();
  await page.evaluate(
    async ({ skipSplash, entries }) => {
      localStorage.clear();
      sessionStorage.clear();
      const deleted = (await indexedDB.databases()).map(
        ({ name = '' }) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = () => reject(new Error(`IndexedDB ${name} was not deleted`));
            request.onblocked = () => reject(new Error(`IndexedDB ${name} is still open`));
          }),
      );
      await Promise.all(deleted);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      window.name = skipSplash ? 'e2e-skip-splash' : '';
    },
    { skipSplash: !(options.splash ?? false), entries: options.storage ?? {} },
  );
}

/**
 * Opens `path` (on the demo build, or a full address) as a first visit sees it and starts
 * recording errors. The test's first page is the worker's tab, cleared (see `clearTab`); a second
 * page the same test opens, which must not take the first one's place, gets a context of its own.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: Omit<OpenOptions, 'clock'> = {},
): Promise<OpenedPage> {
  const test = expect.getState();
  const taker = `${test.testPath ?? ''} ${test.currentTestName ?? ''}`;
  if (taker === tabTakenBy) return openPageInNewContext(browser, path, options);
  tabTakenBy = taker;
  const page = await sharedTab(browser);
  const target = new URL(path, inject('baseUrl'));
  const cleared = await Promise.race([
    clearTab(page, target, options).then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), CLEAR_LIMIT_MS)),
  ]);
  if (!cleared) {
    // A tab that cannot be cleared (a navigation or a storage deletion that does not end) is let
    // go with its context; this test and the next start from a new one.
    await page
      .context()
      .close()
      .catch(() => undefined);
    return openPageInNewContext(browser, path, options);
  }
  for (const script of options.initScripts ?? []) tabScripts.push(await page.addInitScript(script));
  if (options.permissions)
    await page.context().grantPermissions(options.permissions, { origin: target.origin });
  const errors = recordErrors(page);
  await gotoPage(page, target.href);
  return { page, errors, close: async () => undefined };
}

/**
 * Opens an address in `page` and waits until the app has taken over the page rendered at build
 * time (root.tsx marks <html>): before that its links and buttons are plain HTML.
 */
export async function gotoPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Counts the page's requests to a backend path from now on: proof that the app asked for a
 * collection again (its cache had let it go), whether or not a loading state lasted long enough
 * to be seen (a fast answer can land before the next frame).
 */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** A stylesheet the page uses that its HTML did not name, with its rules for the whole page. */
export interface LaterStylesheet {
  /** Its address, or 'inline' for a style element. */
  href: string;
  /** Its rules on :root, html or *: arriving after the first paint, they restyle every element. */
  wholePageRules: string[];
}

/**
 * The stylesheets the HTML at `url` names (`named`, as the absolute addresses
 * `document.styleSheets` gives) and those the page open at it uses besides (`later`).
 */
export async function stylesheetsOf(
  page: Page,
  url: string,
): Promise<{ named: string[]; later: LaterStylesheet[] }> {
  const html = await (await page.request.get(url)).text();
  const named = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    ([, href]) => new URL(href!, url).href,
  );
  const later = await page.evaluate(
    (inHtml) =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href === null || !inHtml.includes(sheet.href))
        .map((sheet) => ({
          href: sheet.href ?? 'inline',
          wholePageRules: [...sheet.cssRules]
            .filter(
              (rule): rule is CSSStyleRule =>
                rule instanceof CSSStyleRule && /(^|,)\s*(:root|html|\*)\s*(,|$)/.test(rule.selectorText),
            )
            .map((rule) => rule.selectorText),
        })),
    named,
  );
  return { named, later };
}

/** Fails the test when the page reported any error. */
export function expectNoErrors(opened: OpenedPage): void {
  expect(opened.errors, opened.errors.join('\n')).toEqual([]);
}

/** What axe judges: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's browser build, put into each page it judges. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How long an embedded frame may take to take axe in; one that does not is judged from outside. */
const AXE_INJECT_LIMIT_MS = 1_000;

type AxeWindow = Window & { axe?: typeof AxeCore };

/**
 * Puts axe into each frame of the page that does not have it yet, allowed to talk only to frames of
 * its own origin. A page judged again (a dialog opened, a route the app changed to) keeps the axe it
 * has, so only a new document pays for its half a megabyte of script.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => (window as AxeWindow).axe?.configure({ allowedOrigins: ['<same_origin>'] }));
}

/** `injectAxe` into an embedded frame, which may refuse or never answer. */
async function injectAxeIfItAnswers(frame: Frame): Promise<void> {
  await Promise.race([
    injectAxe(frame).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, AXE_INJECT_LIMIT_MS)),
  ]);
}

/**
 * Runs axe in the page itself with the project's tags and answers its violations. Only violations
 * are asked for: axe then builds selectors for the failing elements alone, not for every element
 * that passed, which is most of its time on a long page. A frame of another origin (the
 * OpenStreetMap embed) is not judged inside, as axe talks only to its own origin; its title still
 * is, on our page. @axe-core/playwright, which this replaced, evaluated the whole of axe into the
 * page twice for every check (and, outside its legacy mode, opened a blank page to merge the
 * frames' results), for the same rules and result.
 */
async function runAxe(page: Page): Promise<AxeCore.Result[]> {
  await injectAxe(page.mainFrame());
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map(injectAxeIfItAnswers),
  );
  return page.evaluate(async (tags) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core is not in the page');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, AXE_TAGS);
}

/** Fails the test on any axe violation of any impact, listing each one with the elements at fault. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged at rest, as a visitor reads them: a fade-in caught halfway (scroll
  // animations, the splash, a carousel slide) would measure a paler text. Each animation running is
  // taken to its end at once (its last frame is where it rests), and one that starts later is
  // waited for; after 5 s axe runs anyway. The scroll animations start when the page is first
  // idle: until aos has marked every element it animates, a fade may still begin under axe.
  await page
    .waitForFunction(() => !document.querySelector('[data-aos]:not(.aos-init)'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await nextFrames(page);
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  });
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const violations = await runAxe(page);
  const report = violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
  expect(violations, `${page.url()}\n${report}`).toEqual([]);
}

/**
 * Scrolls to `top` at once and waits two frames there, for what the spot sets off (an
 * IntersectionObserver reports in the frame after the scroll). At once whatever the page's
 * `scroll-behavior`: a smooth scroll is an animation each step would wait out.
 */
async function jumpTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await nextFrames(page);
}

/** Waits until the page has painted twice: what a change set off has run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** How long `settled` waits before the caller goes on with the page as it is. */
const SETTLE_LIMIT_MS = 5_000;

/**
 * Waits until what the page set off has arrived: `idle()` (no request of the page's own still
 * open) and `still()` (for a page: nothing marked aria-busy, its height unchanged over two frames).
 * After SETTLE_LIMIT_MS the caller goes on anyway: its check then judges the page as it is.
 * While a request is open it yields to this process's event loop, where Playwright reports the
 * request's end: a loop that only tested `idle()` would never see it and spin out the limit.
 */
export async function settled(idle: () => boolean, still: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    if (!idle()) await new Promise((resolve) => setTimeout(resolve, 20));
    else if ((await still()) && idle()) return;
  }
}

/** Nothing marked aria-busy, and the page's height the same two frames later. */
function pageStill(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const height = document.body.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return height === document.body.scrollHeight && !document.querySelector('[aria-busy="true"]');
  });
}

/**
 * Scrolls through the page so every scroll animation runs and everything loaded as it nears the
 * viewport (lazy images, maps, lower sections) loads, then waits until it has arrived (every
 * request it made answered, nothing busy, the page's height still): axe then judges everything,
 * settled. It ends back at the top, or with `end: 'bottom'` at the foot.
 */
export async function scrollThrough(page: Page, end: 'top' | 'bottom' = 'top'): Promise<void> {
  const pending = new Set<Request>();
  const start = (request: Request) => pending.add(request);
  const finish = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  try {
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 400) await jumpTo(page, y);
    await jumpTo(page, end === 'top' ? 0 : await page.evaluate(() => document.body.scrollHeight));
    await settled(
      () => pending.size === 0,
      () => pageStill(page),
    );
  } finally {
    page.off('request', start);
    page.off('requestfinished', finish);
    page.off('requestfailed', finish);
  }
}

/** A page an axe test opens: its name in the test's title, its address, and what shows it is ready. */
export type AxePage = [label: string, path: string, ready: (page: Page) => Promise<void>];

/**
 * One test per width and page: the page, once ready and (unless `scroll` is false) scrolled
 * through, has no axe violation and reports no error.
 */
export function itPassesAxeAtEachWidth(
  site: { browser: () => Browser },
  pages: readonly AxePage[],
  { scroll = true }: { scroll?: boolean } = {},
): void {
  for (const viewport of WIDTHS) {
    for (const [label, path, ready] of pages) {
      it(`${label} has no axe violation at ${viewport.width} px`, async () => {
        const opened = await openPage(site.browser(), path, { viewport });
        const { page } = opened;
        await ready(page);
        if (scroll) await scrollThrough(page);
        await expectAccessible(page);
        expectNoErrors(opened);
      });
    }
  }
}

/** The e-mails the page posts to the email service (the demo backend answers them in the page). */
export function recordEmails(page: Page): { template_params: Record<string, string> }[] {
  const sent: { template_params: Record<string, string> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DEMO_EMAIL_URL) {
      sent.push(request.postDataJSON() as { template_params: Record<string, string> });
    }
  });
  return sent;
}

/** Signs in as the demo administrator through the login form (opened unless the page shows it). */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/login')
    await gotoPage(page, new URL('/login', inject('baseUrl')).href);
  await page.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Opens the sign-in page and signs in as the demo administrator: in the worker's tab, or in a
 * context of its own when the test needs Playwright's clock.
 */
export async function signedIn(
  site: ReturnType<typeof useBrowser>,
  viewport = DESKTOP,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const opened = options.clock
    ? await openPageInNewContext(site.browser(), '/login', { ...options, viewport })
    : await openPage(site.browser(), '/login', { ...options, viewport });
  await signInAsAdmin(opened.page);
  return opened;
}

/** Opens a screen of the site in the same tab by its address and waits for its heading. */
export async function goToScreen(page: Page, path: string, heading: string): Promise<void> {
  await gotoPage(page, new URL(path, page.url()).href);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Fills the contact page's 'Drop Us A Line' form with a buyer's details (not sent). */
export async function fillContactForm(form: Locator): Promise<void> {
  await form.getByLabel(/^Name/).fill('Manas Pradhan');
  await form.getByLabel(/^Email/).fill('manas@example.com');
  await form.getByLabel(/^Phone/).fill('9437011111');
  await form.getByLabel(/^Property Type/).selectOption('Residential');
  await form.getByLabel(/^Message/).fill('Please call me about a 3 BHK in Patia.');
}

/** Fills the project form's fields other than amenities and images. */
export async function fillProjectForm(page: Page, name: string): Promise<void> {
  await page.getByLabel('Project Name').fill(name);
  await page.getByLabel('Location').fill('Balugaon, Odisha');
  await page.getByLabel('Project Type').selectOption('Triplex');
  await page.getByLabel('Project Status').selectOption('Upcoming');
  await page.getByLabel('Parking Facility').selectOption('Yes');
  await page.getByLabel('Price Type').selectOption('On Request');
  await page.getByLabel('Year of Completion').fill('2029');
  await page.getByLabel('Description').fill('Twelve triplex villas facing the lake.');
}

/**
 * A picture with a photo's detail (a gradient under thousands of coloured discs, the same every
 * run), encoded by the browser itself: a real JPEG or PNG of the given size.
 */
export async function makeImage(page: Page, width: number, height: number, type: 'image/jpeg' | 'image/png') {
  const base64 = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      let seed = 42;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#4a7db5');
      gradient.addColorStop(1, '#e0b070');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const discs = Math.round((width * height) / 2000);
      for (let i = 0; i < discs; i++) {
        context.fillStyle = `hsl(${Math.floor(random() * 360)} 60% ${Math.floor(30 + random() * 50)}%)`;
        context.beginPath();
        context.arc(random() * width, random() * height, 5 + random() * 60, 0, Math.PI * 2);
        context.fill();
      }
      const blob = await canvas.convertToBlob({ type, quality: 0.95 });
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
        reader.readAsDataURL(blob);
      });
    },
    { width, height, type },
  );
  return Buffer.from(base64, 'base64');
}
