/**
 * The production build as it ships: built with real, distinct hosts (backend, upload endpoint,
 * email service, files origin), served by Debian's nginx with the generated server block (the same
 * environment, so the same CSP), against a fake backend on loopback (./prod/backend.ts: the demo
 * backend's handlers and seed, files on their own origin). A visitor and the administrator walk
 * through the site in Chromium; every CSP violation and console error is recorded. The walk goes on
 * past a failed step, so the counts at the end are the whole walk's, then the suite asserts none.
 * Without nginx it is skipped, except under CI=true.
 */
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { addDays, dayText, officeToday } from '@/lib/officeClock';
import { seedApplications } from '@/mocks/seed/applications';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';
import { jobs } from '@/features/careers/jobs';
import { faqs } from '../test-utils/englishContent';
import { cspFor } from '../../scripts/nginx-conf.mjs';
import { awkwardRecords, UNFIT_ID } from '../test-utils/awkwardNames';
import { PRODUCTION_BASE_PORT } from './ports';
import { startFakeBackend, type FakeBackend } from './prod/backend';
import { NGINX, startNginx, type RunningNginx } from './prod/nginx';
import { crawl, ofType, sitemapUrls } from './prod/crawl';
import { buildSite, earlierBuild, portsFrom, productionEnv, SITE_URL } from './prod/site';
import {
  DEMO_ADMIN,
  DESKTOP,
  fillContactForm,
  fillProjectForm,
  PNG_RED,
  PNG_TEAL,
  makeImage,
  useBrowser,
  gotoPage,
  PHONE,
  scrollThrough,
} from './support';

const available = existsSync(NGINX);
if (!available && process.env.CI === 'true')
  throw new Error('nginx is required under CI=true (.ci/run installs it)');
if (!available)
  console.warn(`No nginx at ${NGINX}: the production e2e suite is skipped (apt-get install nginx).`);

const PORTS = portsFrom(PRODUCTION_BASE_PORT);
const ENV = productionEnv(PORTS);
const OUT_DIR = path.resolve(`tests/e2e/.artifacts/prod-dist-${PORTS.site}`);
const WORK = path.resolve(`tests/e2e/.artifacts/prod-nginx-${PORTS.site}`);
const base = `http://127.0.0.1:${PORTS.site}`;
const FILES = ENV.VITE_FILES_ORIGIN!;

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const project = seedProjects[0]!;
const post = seedBlogs[0]!;
/** Records whose names make awkward file names, served after the seed's: each gets a page of its own. */
const AWKWARD = awkwardRecords();
const [punctuated, , , , , , odia] = AWKWARD.buildings;
/** The public routes, each with a heading it shows. */
const PUBLIC_PAGES: [string, RegExp | string][] = [
  [paths.home, /./],
  [paths.about, 'About Us'],
  [paths.contact, 'Contact Us'],
  [paths.career, 'Join Our Team'],
  [paths.projects, 'Our Projects'],
  [paths.communities, 'Community'],
  [paths.gallery, 'Showcase Gallery'],
  [paths.testimonials, 'Our Testimonials'],
  [paths.discoverProperties, 'Discover Properties'],
  [paths.sellingService, 'Selling Service'],
  [paths.investmentServices, 'Investment Services'],
  [paths.plotSaleSupport, 'Plot Sale Support'],
  [paths.properties, /./],
  [paths.building(building.generalInfo.BuildingsName, building._id), building.generalInfo.BuildingsName],
  [
    paths.building(punctuated!.generalInfo.BuildingsName, punctuated!._id),
    punctuated!.generalInfo.BuildingsName,
  ],
  [paths.building(odia!.generalInfo.BuildingsName, odia!._id), odia!.generalInfo.BuildingsName],
  [paths.land(land._id), land.generalInfo.propertyName],
  [paths.upcomingProjects, /./],
  [paths.faqs, 'Frequently Asked Questions'],
  [paths.compare, 'Compare Properties'],
  [paths.terms, 'Terms and Conditions'],
  [paths.blog, 'Blog'],
  [paths.blogPost(post.title, post._id), post.title],
  [paths.project(project.projectName, project._id), project.projectName],
  ['/no-such-page', /./],
];

/** A tiny but real PDF: what a job seeker attaches. */
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** What the walk saw: CSP violations and other console or page errors, each with the page it was on. */
const violations: string[] = [];
const consoleErrors: string[] = [];
const steps: { name: string; error?: string }[] = [];
/** Stored files (on the files origin) the browser showed: proof the CSP's img-src lets them in. */
const filesShown = new Set<string>();

/** Runs one step of the walk; a failure is recorded and the walk goes on. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    steps.push({ name });
  } catch (error) {
    // The first line, and the locator it waited for.
    const lines = (error as Error).message.split('\n');
    steps.push({
      name,
      error: [lines[0], lines.find((line) => /waiting for/.test(line))?.trim()].filter(Boolean).join(' '),
    });
  }
}

async function newContext(
  browser: ReturnType<ReturnType<typeof useBrowser>['browser']>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    acceptDownloads: true,
  });
  await context.addInitScript(() => {
    if (window === window.top) sessionStorage.setItem('splash:seen', '1');
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return context;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    (text.startsWith('CSP violation:') ? violations : consoleErrors).push(`${where()}: ${text}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${where()}: page error: ${error.message}`));
  return page;
}

/** Scrolls through the page (lazy images, scroll animations), then notes the stored files it shows. */
async function lookAround(page: Page): Promise<void> {
  await scrollThrough(page);
  const shown = await page.evaluate(
    (origin) =>
      [...document.images]
        .filter((img) => img.currentSrc.startsWith(origin) && img.complete && img.naturalWidth > 0)
        .map((img) => img.currentSrc),
    FILES,
  );
  shown.forEach((url) => filesShown.add(url));
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** Every header of an answer, as sent (fetch would merge repeated ones). */
function rawHeaders(url: string): Promise<{ status: number; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const headers: [string, string][] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        headers.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers });
    })
      .on('error', reject)
      .end();
  });
}

describe.skipIf(!available)('the production build behind nginx, with its services on their own hosts', () => {
  const site = useBrowser();
  let backend: FakeBackend | undefined;
  let nginx: RunningNginx | undefined;
  let root = '';

  beforeAll(async () => {
    // The build reads the listings it renders into pages from the backend.
    backend = await startFakeBackend({ env: ENV, extra: AWKWARD });
    root = earlierBuild(OUT_DIR) ?? (await buildSite(OUT_DIR, ENV));
    nginx = await startNginx({ root, port: PORTS.site, env: ENV, work: WORK });
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await backend?.stop();
    const failed = steps.filter((s) => s.error);
    console.log(
      `\nProduction walk: ${steps.length - failed.length} of ${steps.length} steps done, ` +
        `${violations.length} CSP violations, ${consoleErrors.length} console errors, ` +
        `${filesShown.size} stored files shown from ${FILES}.` +
        [...failed.map((s) => `\n  step failed: ${s.name}: ${s.error}`)].join('') +
        [...new Set(violations)]
          .slice(0, 20)
          .map((v) => `\n  ${v}`)
          .join('') +
        [...new Set(consoleErrors)]
          .slice(0, 20)
          .map((e) => `\n  ${e}`)
          .join(''),
    );
  });

  it('sends the CSP for its hosts and one Cache-Control on every answer; a missing asset is not cached', async () => {
    const csp = cspFor(ENV);
    expect(csp).toContain(`img-src 'self' data: blob: ${FILES}`);
    const home = await rawHeaders(`${base}/`);
    const html = await (await fetch(`${base}/`)).text();
    const asset = /\/assets\/[^"\s]+\.js/.exec(html)?.[0];
    expect(asset).toMatch(/^\/assets\/.+\.js$/);
    const answers = {
      home,
      deepLink: await rawHeaders(
        `${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`,
      ),
      asset: await rawHeaders(`${base}${asset}`),
      image: await rawHeaders(`${base}/brand/logo.svg`),
      missingAsset: await rawHeaders(`${base}/assets/gone-1a2b3c.js`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const all = (header: string) =>
        answer.headers.filter(([key]) => key === header).map(([, value]) => value);
      expect(all('cache-control'), name).toHaveLength(1);
      expect(all('expires'), name).toHaveLength(0);
      expect(all('content-security-policy'), name).toEqual([csp]);
      expect(all('strict-transport-security'), name).toEqual(['max-age=31536000; includeSubDomains']);
      expect(all('x-content-type-options'), name).toEqual(['nosniff']);
      expect(all('referrer-policy'), name).toEqual(['strict-origin-when-cross-origin']);
    }
    const cacheOf = (answer: { headers: [string, string][] }) =>
      answer.headers.find(([key]) => key === 'cache-control')?.[1];
    expect(answers.deepLink.status).toBe(200);
    // A page is asked for again on every visit, so a new deployment (or tonight's listings) shows at once.
    expect(cacheOf(answers.home)).toContain('no-cache');
    expect(cacheOf(answers.deepLink)).toContain('no-cache');
    expect(cacheOf(answers.asset)).toBe('public, max-age=31536000, immutable');
    expect(answers.asset.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(answers.missingAsset.status).toBe(404);
    expect(cacheOf(answers.missingAsset)).toBe('no-store');
  });

  const builtScripts = () =>
    readdirSync(path.join(root, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(path.join(root, 'assets', file), 'utf8') }));

  it("ships React Router's production build, without its development warnings", () => {
    const scripts = builtScripts();
    expect(scripts.filter(({ code }) => code.includes('useNavigate')).length).toBeGreaterThan(0);
    // A warning only the development build prints; its production build leaves it out.
    const warning = scripts
      .filter(({ code }) => code.includes('No routes matched location'))
      .map(({ file }) => file);
    expect(warning).toEqual([]);
  });

  it("lets the browser find a lazy part's scripts from its imports, and still loads its styles", () => {
    const lists = builtScripts().flatMap(({ code }) =>
      [...code.matchAll(/__vite__mapDeps=.*?\[(.*?)\]/g)].map((match) => match[1] ?? ''),
    );
    expect(lists.length).toBeGreaterThan(0);
    const files = lists.flatMap((list) => list.split(',')).map((file) => file.replace(/["`']/g, ''));
    expect(files.filter((file) => !file.endsWith('.css'))).toEqual([]);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  });

  it('ships its components compiled by React Compiler', () => {
    // A page's start script carries the page's data, and a language's words file its words: no code.
    const scripts = builtScripts().filter(
      ({ file }) => !file.startsWith('start-') && !file.startsWith('messages-'),
    );
    const compiled = (text: string) => {
      const holding = scripts.filter(({ code }) => code.includes(text));
      return holding.length > 0 && holding.every(({ code }) => code.includes('memo_cache_sentinel'));
    };
    // The compiler's cache marks a memoised component: a card and the list of /properties are two,
    // found by their class names (their words are in the words files).
    expect(compiled('h-[72px] w-24')).toBe(true);
    expect(compiled('scroll-mt-28 focus:outline-none')).toBe(true);
  });

  it('a crawler that runs no scripts finds each public page with its content, tags and JSON-LD', async () => {
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const urls = sitemapUrls(await sitemap.text());
    // Every listing the backend has at build time is in the sitemap.
    for (const record of seedBuildings)
      expect(urls).toContain(`${SITE_URL}${paths.building(record.generalInfo.BuildingsName, record._id)}`);
    for (const record of seedLands) expect(urls).toContain(`${SITE_URL}${paths.land(record._id)}`);
    for (const record of seedProjects)
      expect(urls).toContain(`${SITE_URL}${paths.project(record.projectName, record._id)}`);
    for (const record of seedBlogs)
      expect(urls).toContain(`${SITE_URL}${paths.blogPost(record.title, record._id)}`);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

    for (const url of urls) {
      const address = url.slice(SITE_URL.length) || '/';
      const answer = await fetch(`${base}${address}`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
      expect(answer.status, address).toBe(200);
      const page = crawl(await answer.text());
      expect(page.h1, address).not.toBe('');
      expect(page.text.length, address).toBeGreaterThan(400);
      expect(page.title, address).toMatch(/Kalinga Habitats/);
      expect(page.metas.get('description')?.length ?? 0, address).toBeGreaterThan(40);
      expect(page.canonical, address).toBe(url);
      expect(page.metas.get('og:url'), address).toBe(url);
      // The share title is the page's title without the company suffix (the home page's is whole).
      const ogTitle = page.metas.get('og:title') ?? '';
      expect([ogTitle, `${ogTitle} | Kalinga Habitats`], address).toContain(page.title);
      // A record named '.' or '..' (AWKWARD) is shared under that name.
      expect(ogTitle.length, address).toBeGreaterThan(['.', '..'].includes(ogTitle) ? 0 : 2);
      expect(page.metas.get('og:description'), address).toBe(page.metas.get('description'));
      expect(page.metas.get('twitter:title'), address).toBe(ogTitle);
      expect(page.metas.get('og:image'), address).toMatch(/^https?:\/\//);
      expect(page.metas.get('twitter:card'), address).toBe('summary_large_image');
      const [agent] = ofType(page, 'RealEstateAgent');
      expect(agent, address).toMatchObject({ '@context': 'https://schema.org', name: 'Kalinga Habitats' });
    }

    const buildingPage = crawl(
      await (
        await fetch(`${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`)
      ).text(),
    );
    const name = building.generalInfo.BuildingsName;
    expect(buildingPage.h1).toBe(name);
    expect(buildingPage.title).toBe(`${name} | Kalinga Habitats`);
    expect(buildingPage.metas.get('og:title')).toBe(name);
    expect(buildingPage.metas.get('description')).toContain(building.locationDetails.city);
    // The first photo, as an absolute URL on the image host.
    // Cut by the image host to the 1200 x 630 of a link preview.
    expect(buildingPage.metas.get('og:image')).toBe(
      backend!
        .storedUrl(building.BuildingsImages[0]!.slice(1))
        .replace('/image/upload/', '/image/upload/c_fill,w_1200,h_630,f_auto,q_auto/'),
    );
    const [listing] = ofType(buildingPage, 'RealEstateListing');
    expect(listing).toMatchObject({ name, url: `${SITE_URL}${paths.building(name, building._id)}` });
    expect(listing).not.toHaveProperty('offers');
    expect(ofType(buildingPage, 'BreadcrumbList')[0]).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name }],
    });

    const landPage = crawl(await (await fetch(`${base}${paths.land(land._id)}`)).text());
    expect(landPage.h1).toBe(land.generalInfo.propertyName);
    expect(ofType(landPage, 'RealEstateListing')[0]).toMatchObject({ name: land.generalInfo.propertyName });
    expect(ofType(landPage, 'BreadcrumbList')).toHaveLength(1);

    const career = crawl(await (await fetch(`${base}${paths.career}`)).text());
    const postings = ofType(career, 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual(jobs.map((job) => job.role));
    for (const [index, posting] of postings.entries()) {
      expect(posting.description).toBe(jobs[index]!.job_desc.trim().replace(/\s+/g, ' '));
      expect(posting).toMatchObject({
        employmentType: 'FULL_TIME',
        hiringOrganization: { name: 'Kalinga Habitats' },
        jobLocation: { address: { addressLocality: 'Bhubaneswar' } },
      });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const postPage = crawl(await (await fetch(`${base}${paths.blogPost(post.title, post._id)}`)).text());
    expect(postPage.h1).toBe(post.title);
    expect(postPage.metas.get('og:type')).toBe('article');
    expect(ofType(postPage, 'BlogPosting')[0]).toMatchObject({
      headline: post.title,
      mainEntityOfPage: { '@id': `${SITE_URL}${paths.blogPost(post.title, post._id)}` },
      publisher: { name: 'Kalinga Habitats' },
    });
    const projectPage = crawl(
      await (await fetch(`${base}${paths.project(project.projectName, project._id)}`)).text(),
    );
    expect(projectPage.h1).toBe(project.projectName);
    expect(ofType(projectPage, 'RealEstateListing')[0]).toMatchObject({ name: project.projectName });

    const faqPage = crawl(await (await fetch(`${base}${paths.faqs}`)).text());
    expect((ofType(faqPage, 'FAQPage')[0]?.mainEntity as unknown[]).length).toBe(faqs.length);

    // A listing added after the build still opens, through the SPA fallback.
    const later = await fetch(`${base}${paths.building('Added Later', '65f0b10000000000000000ff')}`);
    expect(later.status).toBe(200);
  });

  it('serves a record with an awkward name its pre-rendered page at the address the site links to', async () => {
    const { buildings, lands, projects, blogs } = AWKWARD;
    const pages: [string, string][] = [
      ...buildings.map((one): [string, string] => [
        paths.building(one.generalInfo.BuildingsName, one._id),
        one.generalInfo.BuildingsName,
      ]),
      ...lands
        .filter((one) => one._id !== UNFIT_ID)
        .map((one): [string, string] => [paths.land(one._id), one.generalInfo.propertyName]),
      ...projects.map((one): [string, string] => [paths.project(one.projectName, one._id), one.projectName]),
      ...blogs.map((one): [string, string] => [paths.blogPost(one.title, one._id), one.title]),
    ];
    const fallback = await (await fetch(`${base}/__spa-fallback.html`)).text();
    for (const [link, name] of pages) {
      // The address as a browser sends it: fetch keeps the link's escapes ('%2C', '%3F', '%E0%AC%93').
      const answer = await fetch(`${base}${link}`, { redirect: 'manual' });
      expect(answer.status, link).toBe(200);
      const html = await answer.text();
      expect(html, link).not.toBe(fallback);
      const page = crawl(html);
      expect(page.h1, link).toBe(name.replace(/\s+/g, ' ').trim());
      // The page names the address it was rendered for: the one linked.
      expect(page.canonical, link).toBe(`${SITE_URL}${link}`);
    }
    // An id no file can be named after: the SPA fallback, which reads the record in the browser.
    const unfit = await fetch(`${base}${paths.land(UNFIT_ID)}`, { redirect: 'manual' });
    expect(unfit.status).toBe(200);
    expect(await unfit.text()).toBe(fallback);
  });

  it(
    'a visitor browses every public page, downloads a gallery image, sends an inquiry, the contact form and applies for a job',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(site.browser());
      const page = await newPage(context);
      for (const [pathname, heading] of PUBLIC_PAGES) {
        await step(`open ${pathname}`, async () => {
          await gotoPage(page, `${base}${pathname}`);
          await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 15_000 });
          await lookAround(page);
        });
      }

      await step(
        'the listings opened show as recently viewed, with their photos from the files origin',
        async () => {
          // The walk opened the seed's first building, two awkward ones, the first land and a project, in that order.
          const newestFirst = [
            project.projectName,
            land.generalInfo.propertyName,
            odia!.generalInfo.BuildingsName,
            punctuated!.generalInfo.BuildingsName,
            building.generalInfo.BuildingsName,
          ];
          for (const pathname of [paths.home, paths.properties]) {
            await gotoPage(page, `${base}${pathname}`);
            const row = page.getByRole('region', { name: 'Recently viewed' });
            await row.scrollIntoViewIfNeeded({ timeout: 15_000 });
            expect(await row.getByRole('article').getByRole('heading').allTextContents()).toEqual(
              newestFirst,
            );
            const photos = row.locator('img');
            await expect
              .poll(() =>
                photos.evaluateAll(
                  (images, origin) =>
                    images.filter(
                      (img) =>
                        img instanceof HTMLImageElement &&
                        img.currentSrc.startsWith(`${origin}/`) &&
                        img.complete &&
                        img.naturalWidth > 0,
                    ).length,
                  FILES,
                ),
              )
              .toBe(newestFirst.length);
            await lookAround(page);
          }
        },
      );

      await step('download a gallery image', async () => {
        await gotoPage(page, `${base}${paths.gallery}`);
        await page.getByRole('button', { name: /^VIEW/ }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 20_000 }),
          dialog.getByRole('button', { name: 'Download' }).click(),
        ]);
        const saved = path.join(WORK, 'downloads', download.suggestedFilename() || 'image');
        await download.saveAs(saved);
        expect(statSync(saved).size).toBeGreaterThan(0);
      });

      const emailsBefore = backend!.emails.length;
      await step(
        'send an inquiry with a site visit on a building page, and save the visit to a calendar',
        async () => {
          await gotoPage(page, `${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`);
          await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
          await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
          await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
          await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we visit on Sunday?');
          await page.getByRole('checkbox', { name: 'Schedule a site visit' }).check();
          const day = addDays(officeToday(), 2);
          await page.getByLabel(/^Preferred date/).fill(day);
          await page.getByRole('radio', { name: /^Morning/ }).check();
          await page.getByRole('button', { name: 'Send Inquiry' }).click();
          await page.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
          expect(backend!.emails.length).toBe(emailsBefore + 1);
          expect(backend!.emails.at(-1)).toMatchObject({
            service_id: 'service_e2e',
            template_id: 'template_e2e',
            template_params: { visit_date: dayText(day), visit_time: 'Morning (10 am to 12 pm IST)' },
          });
          // A blob: download made in the page, under the CSP.
          const [download] = await Promise.all([
            page.waitForEvent('download', { timeout: 20_000 }),
            page.getByRole('button', { name: 'Add to calendar' }).click(),
          ]);
          const saved = path.join(WORK, 'downloads', download.suggestedFilename());
          await download.saveAs(saved);
          const ics = readFileSync(saved, 'utf8');
          expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
          expect(ics.replace(/\r\n /g, '')).toContain(
            `SUMMARY:Site visit: ${building.generalInfo.BuildingsName}\r\n`,
          );
        },
      );

      await step("work out an EMI on a land's page and on /properties", async () => {
        await gotoPage(page, `${base}${paths.land(land._id)}`);
        const onLand = page.getByRole('region', { name: 'Work out your EMI' });
        await onLand.scrollIntoViewIfNeeded();
        await onLand.getByRole('textbox', { name: 'Loan amount' }).waitFor();
        // 80 % of 4,500,000 at 8.5 % over 20 years.
        expect(await onLand.locator('dt', { hasText: 'Monthly EMI' }).locator('+ dd').innerText()).toBe(
          '$31,242',
        );
        expect(await page.getByRole('complementary', { name: 'Selling Price' }).innerText()).toContain(
          '$68.87 / sq ft',
        );
        await gotoPage(page, `${base}${paths.properties}`);
        const anyone = page.getByRole('region', { name: 'EMI Calculator' });
        await anyone.scrollIntoViewIfNeeded();
        await anyone.getByRole('textbox', { name: 'Loan amount' }).fill('100000');
        await anyone.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('10');
        await anyone.getByRole('textbox', { name: 'Tenure (years)' }).fill('1');
        expect(await anyone.locator('dt', { hasText: 'Monthly EMI' }).locator('+ dd').innerText()).toBe(
          '$8,792',
        );
      });

      await step('send the contact form', async () => {
        await gotoPage(page, `${base}${paths.contact}`);
        const form = page.getByRole('form', { name: 'Drop Us A Line' });
        await fillContactForm(form);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
        expect(backend!.emails.length).toBe(emailsBefore + 2);
      });

      await step('apply for a job with a PDF resume', async () => {
        await gotoPage(page, `${base}${paths.career}`);
        await page.getByRole('button', { name: 'Apply Now for Telecaller' }).click();
        const dialog = page.getByRole('dialog', { name: 'Telecaller' });
        await dialog.getByLabel(/^Name/).fill('Priya Sahoo');
        await dialog.getByLabel(/^Email/).fill('priya@example.com');
        await dialog.getByLabel(/^Phone/).fill('9437011111');
        await dialog
          .getByLabel(/^Resume/)
          .setInputFiles({ name: 'priya-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
        await dialog.getByRole('button', { name: 'Submit Application' }).click();
        await page
          .getByRole('dialog', { name: 'Application Submitted Successfully' })
          .waitFor({ timeout: 20_000 });
        expect(backend!.uploads.at(-1)).toMatchObject({ name: 'priya-cv.pdf', type: 'application/pdf' });
        expect(backend!.uploads.at(-1)!.url.startsWith(`${FILES}/${backend!.cloud}/image/upload/`)).toBe(
          true,
        );
      });

      await step('compare two buildings: chosen on their cards, the tray, the table', async () => {
        await gotoPage(page, `${base}${paths.properties}`);
        const [one, two] = seedBuildings.map((record) => record.generalInfo.BuildingsName);
        for (const name of [one!, two!]) {
          const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
          await card.getByRole('button', { name: 'Compare' }).click();
        }
        const tray = page.getByRole('complementary', { name: 'Listings to compare' });
        await tray.getByText(two!).waitFor({ timeout: 15_000 });
        await lookAround(page);
        await tray.getByRole('link', { name: 'Compare now' }).click();
        await page.waitForURL(/\/compare\?ids=/);
        const table = page.getByRole('table');
        await table.getByRole('link', { name: one! }).waitFor({ timeout: 15_000 });
        await table.getByRole('rowheader', { name: /^Approval.*Differs/ }).waitFor();
        await lookAround(page);
      });
      await context.close();
    },
  );

  it(
    'the administrator signs in, previews both kinds of resume, adds a building, a blog and a project',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(site.browser());
      const page = await newPage(context);
      const go = async (pathname: string, heading: string) => {
        await gotoPage(page, `${base}${pathname}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 15_000 });
      };

      await step('sign in', async () => {
        await gotoPage(page, `${base}${paths.login}`);
        await page.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: 'Log In' }).click();
        await page.waitForURL('**/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await lookAround(page);
      });

      const preview = async (kind: 'pdf' | 'image') => {
        const applicant = seedApplications.find(({ resume }) =>
          kind === 'pdf' ? resume.endsWith('.pdf') : /\.(png|jpe?g)$/.test(resume),
        )!;
        await go(paths.jobApplications, 'Job Applications');
        await page.getByRole('row').nth(1).waitFor();
        const button = page.getByRole('button', { name: `Preview resume of ${applicant.name}` });
        while (!(await button.count())) {
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByText(/^Page \d+ of \d+$/).waitFor();
        }
        await button.click();
        const dialog = page.getByRole('dialog', { name: `Resume of ${applicant.name}` });
        const resumeUrl = backend!.storedUrl(applicant.resume.slice(1));
        if (kind === 'pdf') {
          const frame = dialog.locator('iframe');
          await frame.waitFor();
          expect(await frame.getAttribute('src')).toBe(resumeUrl);
        } else {
          const picture = dialog.getByRole('img', { name: `Resume of ${applicant.name}` });
          await picture.waitFor();
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          expect(await picture.getAttribute('src')).toBe(resumeUrl);
        }
        // Time for the frame or image to load (a refused one shows as a CSP violation).
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      };
      await step('preview a PDF resume', () => preview('pdf'));
      await step('preview an image resume', () => preview('image'));

      await step('add a building with a photo', async () => {
        await go(paths.createBuilding, 'Add Buildings');
        await page.getByLabel('Building Name').fill('Mahanadi Heights');
        await page.getByLabel('Building Type').selectOption('residential');
        await page.getByLabel('Current Status').selectOption('pre-lunch');
        await page.getByLabel('Address').fill('NH16, Chandikhol Square');
        await page.getByLabel('City').fill('Chandikhol');
        await page.getByLabel('State').fill('Odisha');
        await page.getByLabel('Zip Code').fill('755044');
        await page.getByLabel('Country').fill('India');
        await page.getByLabel('Unit Type').selectOption('Duplex');
        await page.getByLabel('Bedrooms').fill('3');
        await page
          .getByLabel('Building Images')
          .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_RED });
        await page.getByRole('img', { name: 'Building Images 1' }).waitFor();
        await page.getByLabel('Selling Price').fill('5400000');
        await page.getByRole('button', { name: 'Add Building' }).click();
        await toast(page, 'Building added successfully').waitFor({ timeout: 20_000 });
        await page.waitForURL('**/buildings');
        await page.getByLabel('Search by district').fill('chandi');
        await page.getByRole('link', { name: 'Edit Mahanadi Heights' }).waitFor();
        await lookAround(page);
      });

      await step('add a blog with an image', async () => {
        await go(paths.blogs, 'Blogs');
        await page.getByRole('button', { name: 'Add Blog' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Blog' });
        await dialog
          .getByLabel('Blog Image', { exact: true })
          .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_TEAL });
        await dialog.getByRole('img', { name: 'Blog Image 1' }).waitFor();
        await dialog.getByLabel('Category').fill('Land');
        await dialog.getByLabel('Title').fill('Choosing a plot near the Chilika lake');
        await dialog.getByLabel('Author Name').fill('Subham Nayak');
        await dialog.getByLabel('Summary').fill('What to check before you buy by the lake.');
        await dialog.getByLabel('Paragraph 1', { exact: true }).fill('Ask for the record of rights first.');
        await dialog.getByRole('button', { name: 'Create Blog' }).click();
        await toast(page, 'Blog Added Successfully').waitFor({ timeout: 20_000 });
        await page
          .getByRole('article')
          .filter({ hasText: 'Choosing a plot near the Chilika lake' })
          .waitFor();
        await lookAround(page);
      });

      await step('add a project with images', async () => {
        await go(paths.createProject, 'Add Project');
        await fillProjectForm(page, 'Chilika Lakeside Villas');
        await page.getByLabel('Amenities').fill('Boat jetty');
        await page.getByLabel('Amenities').press('Enter');
        // A camera-sized photo is scaled in the page (compressorjs: a canvas, a blob) under the CSP.
        const photo = await makeImage(page, 4000, 3000, 'image/jpeg');
        await page.getByLabel('Images', { exact: true }).setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: PNG_RED },
          { name: 'lake.png', mimeType: 'image/png', buffer: PNG_TEAL },
          { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo },
        ]);
        await page.getByRole('img', { name: 'Images 3' }).waitFor();
        const sent = backend!.uploads.find((upload) => upload.name === 'camera.jpg');
        expect(sent?.size).toBeGreaterThan(0);
        expect(sent!.size).toBeLessThan(photo.length);
        await page.getByText(/^Sent .+ \(was .+\)$/).waitFor();
        await page.getByRole('button', { name: 'Make main: images 3' }).click();
        const fileName = sent!.url.split('/').pop()!;
        await expect
          .poll(() => page.getByRole('img', { name: 'Images 1' }).getAttribute('src'))
          .toContain(fileName);
        await page.getByRole('button', { name: 'Add Project' }).click();
        await toast(page, 'Project Created Successfully').waitFor({ timeout: 20_000 });
        await go(paths.projectList, 'List Of Projects');
        await page.getByPlaceholder('Search by project name').fill('chilika');
        await page.getByRole('row', { name: /Chilika Lakeside Villas/ }).waitFor();
      });
      await context.close();
    },
  );

  it(
    'a buyer shortlists a building and a land, and asks about both in one inquiry (its CSP and console errors count below)',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(site.browser());
      const page = await newPage(context);
      await gotoPage(page, `${base}${paths.properties}`);
      const card = page.getByRole('article').filter({ hasText: building.generalInfo.BuildingsName });
      await card.getByRole('button', { name: 'Shortlist' }).click();
      await gotoPage(page, `${base}${paths.land(land._id)}`);
      await page.getByRole('heading', { level: 1, name: land.generalInfo.propertyName }).waitFor();
      await page.getByRole('button', { name: 'Shortlist', pressed: false }).first().click();
      await page.getByRole('link', { name: /^Shortlist, 2 listings/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Shortlist' }).waitFor();
      await page.getByRole('heading', { level: 2, name: building.generalInfo.BuildingsName }).waitFor();
      const emailsBefore = backend!.emails.length;
      await page.getByRole('button', { name: 'Ask about these' }).click();
      const form = page.getByRole('form', { name: 'Ask About These Listings' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await page.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
      expect(backend!.emails.length).toBe(emailsBefore + 1);
      const { template_params: sent } = backend!.emails.at(-1) as { template_params: Record<string, string> };
      expect(sent.message).toContain(`1. ${land.generalInfo.propertyName}`);
      expect(sent.message).toContain(`2. ${building.generalInfo.BuildingsName}`);
      expect(sent.page_url).toBe(`${base}/shortlist?ids=l-${land._id},b-${building._id}`);
      await context.close();
    },
  );

  it('opens a building and a land brochure by their addresses: its title, photos from the files origin, the QR code drawn, one print', async () => {
    const context = await newContext(site.browser());
    await context.addInitScript(() => {
      const counted = window as Window & { printed?: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
    const page = await newPage(context);
    const before = { violations: violations.length, errors: consoleErrors.length };
    const name = building.generalInfo.BuildingsName;
    const brochures: [brochure: string, listing: string, name: string][] = [
      [paths.buildingBrochure(name, building._id), paths.building(name, building._id), name],
      [paths.landBrochure(land._id), paths.land(land._id), land.generalInfo.propertyName],
    ];
    const fallback = await (await fetch(`${base}/__spa-fallback.html`)).text();
    for (const [brochure, listing, title] of brochures) {
      // Not written at build: nginx answers with the SPA fallback, which reads the listing in the browser.
      const answer = await fetch(`${base}${brochure}`);
      expect(answer.status, brochure).toBe(200);
      expect(await answer.text(), brochure).toBe(fallback);
      await gotoPage(page, `${base}${brochure}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.title()).toBe(`${title}: brochure | Kalinga Habitats`);
      const qr = page.getByRole('img', { name: /^QR code: opens / });
      await qr.waitFor();
      expect(await qr.getAttribute('data-url')).toBe(`${SITE_URL}${listing}`);
      await expect
        .poll(() => page.evaluate(() => (window as Window & { printed?: number }).printed), {
          timeout: 15_000,
        })
        .toBe(1);
      await lookAround(page);
      const photos = await page.evaluate(
        (origin) =>
          [...document.querySelectorAll('article img')].filter(
            (img) =>
              (img as HTMLImageElement).currentSrc.startsWith(origin) &&
              (img as HTMLImageElement).naturalWidth > 0,
          ).length,
        FILES,
      );
      expect(photos, brochure).toBeGreaterThan(0);
    }
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Disallow: /*/brochure$');
    await context.close();
    expect(violations.slice(before.violations), violations.join('\n')).toEqual([]);
    expect(consoleErrors.slice(before.errors), consoleErrors.join('\n')).toEqual([]);
  });

  it('asks the image host for each photo at the size of its slot, at 390 px on a DPR 2 phone and at 1280 px', async () => {
    const sizes = [
      [PHONE, 2],
      [DESKTOP, 1],
    ] as const;
    backend!.deliveries.length = 0;
    for (const [viewport, deviceScaleFactor] of sizes) {
      const context = await site.browser().newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const addresses = [paths.properties, paths.building(building.generalInfo.BuildingsName, building._id)];
      for (const address of addresses) {
        await gotoPage(page, `${base}${address}`);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        // Each photo shown: the width the host was asked for (w_ in its address) against the
        // device pixels its box covers. A candidate is chosen from a few widths, so up to 2x over.
        const shown = await page.evaluate(
          (origin) =>
            [...document.images]
              .filter((img) => img.currentSrc.startsWith(origin) && img.complete && img.naturalWidth > 0)
              .map((img) => ({
                src: img.currentSrc,
                asked: Number(/[/,]w_(\d+)/.exec(img.currentSrc)?.[1] ?? NaN),
                needed: img.getBoundingClientRect().width * window.devicePixelRatio,
                srcset: img.srcset !== '',
              })),
          FILES,
        );
        const label = `${address} at ${viewport.width} px, DPR ${deviceScaleFactor}`;
        expect(shown.length, label).toBeGreaterThan(0);
        for (const image of shown) {
          expect(image.srcset, `${label}: ${image.src}`).toBe(true);
          expect(image.asked, `${label}: ${image.src}`).toBeLessThanOrEqual(Math.max(2 * image.needed, 160));
        }
      }
      await context.close();
    }
    // Every listing photo the host sent these pages was cut from the stored one: no original.
    const photos = backend!.deliveries.filter(
      (delivery) => delivery.type.startsWith('image/') && delivery.path.includes('/images/demo/'),
    );
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo.path).toMatch(/\/image\/upload\/c_(limit|fill),w_\d+/);
  });

  /** The width the image host was asked for (its address's `w_`), or NaN for no copy. */
  const copyWidth = (address: string) => Number(/[/,]w_(\d+)/.exec(address)?.[1]);
  const isAppScript = (url: URL) =>
    url.origin === base && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

  /** The page's requests that `late` picks answered 800 ms late, as on a phone's connection. */
  const holdBack = (page: Page, late: (url: URL) => boolean) =>
    page.route(late, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });

  /**
   * A building page on a phone with `slow` requests held back: when the host answered each photo it
   * shows, as the page timed them, once every thumbnail has loaded.
   */
  async function galleryTimes(slow: (url: URL) => boolean) {
    const context = await site.browser().newContext({ viewport: PHONE, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      await holdBack(page, slow);
      await gotoPage(page, `${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`);
      const thumbnails = page.getByRole('list', { name: 'Thumbnails' }).locator('img');
      await expect
        .poll(() =>
          thumbnails.evaluateAll((images) =>
            images.every(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc !== '',
            ),
          ),
        )
        .toBe(true);
      const times = await page.evaluate(
        (origin) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(origin) && /[/,]w_\d+/.test(entry.name))
            .map((entry) => ({
              width: Number(/[/,]w_(\d+)/.exec(entry.name)![1]),
              start: entry.startTime,
              end: (entry as PerformanceResourceTiming).responseEnd,
            })),
        FILES,
      );
      const large = times.filter((entry) => entry.width >= 480);
      const small = times.filter((entry) => entry.width <= 288);
      expect(large.length, JSON.stringify(times)).toBeGreaterThan(0);
      expect(small.length, JSON.stringify(times)).toBeGreaterThan(0);
      return { arrived: Math.min(...large.map((entry) => entry.end)), small, times };
    } finally {
      await context.close();
    }
  }

  it('asks for a gallery’s thumbnails only once its large photo has arrived', async () => {
    // A phone's connection: the large photo takes a while, which on loopback it does not.
    const { arrived, small, times } = await galleryTimes(
      (url) => url.origin === FILES && copyWidth(url.pathname) >= 480,
    );
    for (const entry of small) expect(entry.start, JSON.stringify(times)).toBeGreaterThanOrEqual(arrived);
  });

  it('asks for the thumbnails as the app starts when the large photo arrived before it', async () => {
    // The app's scripts late: the photo has loaded before any script could see it load.
    const { arrived, small, times } = await galleryTimes(isAppScript);
    for (const entry of small) expect(entry.start, JSON.stringify(times)).toBeGreaterThan(arrived + 500);
  });

  it('shows the stored photo when the host refused its copy before the app started', async () => {
    const context = await site.browser().newContext({ viewport: PHONE, deviceScaleFactor: 2 });
    try {
      const page = await context.newPage();
      // A host that allows no transformation (strict transformations) answers every copy 404.
      await page.route(
        (url) => url.origin === FILES && copyWidth(url.pathname) > 0,
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      await holdBack(page, isAppScript);
      await gotoPage(page, `${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`);
      const photo = page.getByRole('img', {
        name: new RegExp(`^${building.generalInfo.BuildingsName}, image 1 of`),
      });
      await expect
        .poll(() =>
          photo.evaluate((img: HTMLImageElement) => ({
            shown: img.complete && img.naturalWidth > 0,
            copy: /[/,]w_\d+/.test(img.currentSrc),
          })),
        )
        .toEqual({ shown: true, copy: false });
    } finally {
      await context.close();
    }
  });

  it('walked every step with no CSP violation and no console error, showing stored files from their own origin', () => {
    const failed = steps.filter((s) => s.error).map((s) => `${s.name}: ${s.error}`);
    expect(failed, failed.join('\n')).toEqual([]);
    expect(steps.length).toBe(PUBLIC_PAGES.length + 7 + 6);
    expect(violations, violations.join('\n')).toEqual([]);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    expect(filesShown.size).toBeGreaterThan(0);
    expect(
      backend!.uploads.filter((upload) => upload.type.startsWith('image/')).length,
    ).toBeGreaterThanOrEqual(4);
  });
});
