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
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { seedApplications } from '../../src/mocks/seed/applications';
import { seedBuildings } from '../../src/mocks/seed/buildings';
import { seedLands } from '../../src/mocks/seed/lands';
import { cspFor } from '../../scripts/nginx-conf.mjs';
import { startFakeBackend, type FakeBackend } from './prod/backend';
import { NGINX, startNginx, type RunningNginx } from './prod/nginx';
import { buildProduction, portsFrom, productionEnv } from './prod/site';
import {
  DEMO_ADMIN,
  DESKTOP,
  fillContactForm,
  fillProjectForm,
  PNG_RED,
  PNG_TEAL,
  useBrowser,
} from './support';

const available = existsSync(NGINX);
if (!available && process.env.CI === 'true')
  throw new Error('nginx is required under CI=true (.ci/run installs it)');
if (!available)
  console.warn(`No nginx at ${NGINX}: the production e2e suite is skipped (apt-get install nginx).`);

const PORTS = portsFrom(Number(process.env.E2E_PORT || 4180) + 5);
const ENV = productionEnv(PORTS);
const OUT_DIR = path.resolve(`tests/e2e/.artifacts/prod-dist-${PORTS.site}`);
const WORK = path.resolve(`tests/e2e/.artifacts/prod-nginx-${PORTS.site}`);
const base = `http://127.0.0.1:${PORTS.site}`;
const FILES = ENV.VITE_FILES_ORIGIN!;

const building = seedBuildings[0]!;
const land = seedLands[0]!;
/** SPEC.md §2's public routes, each with a heading it shows. */
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
  [paths.land(land._id), land.generalInfo.propertyName],
  [paths.upcomingProjects, /./],
  [paths.faqs, 'Frequently Asked Questions'],
  [paths.terms, 'Terms and Conditions'],
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
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
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

  beforeAll(async () => {
    buildProduction(OUT_DIR, ENV);
    backend = await startFakeBackend({ env: ENV });
    nginx = await startNginx({ root: OUT_DIR, port: PORTS.site, env: ENV, work: WORK });
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
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
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
    expect(cacheOf(answers.home)).toContain('no-store');
    expect(cacheOf(answers.asset)).toBe('public, max-age=31536000, immutable');
    expect(answers.asset.headers).toContainEqual(['content-encoding', 'gzip']);
    expect(answers.missingAsset.status).toBe(404);
    expect(cacheOf(answers.missingAsset)).toBe('no-store');
  });

  it(
    'a visitor browses every public page, downloads a gallery image, sends an inquiry, the contact form and applies for a job',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(site.browser());
      const page = await newPage(context);
      for (const [pathname, heading] of PUBLIC_PAGES) {
        await step(`open ${pathname}`, async () => {
          await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
          await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 15_000 });
          await lookAround(page);
        });
      }

      await step('download a gallery image', async () => {
        await page.goto(`${base}${paths.gallery}`);
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
      await step('send an inquiry on a building page', async () => {
        await page.goto(`${base}${paths.building(building.generalInfo.BuildingsName, building._id)}`);
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Mohanty');
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
        await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9437012345');
        await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can we visit on Sunday?');
        await page.getByRole('button', { name: 'Send Inquiry' }).click();
        await page.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
        expect(backend!.emails.length).toBe(emailsBefore + 1);
        expect(backend!.emails.at(-1)).toMatchObject({
          service_id: 'service_e2e',
          template_id: 'template_e2e',
        });
      });

      await step('send the contact form', async () => {
        await page.goto(`${base}${paths.contact}`);
        const form = page.getByRole('form', { name: 'Drop Us A Line' });
        await fillContactForm(form);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Your Details Has Been Received. We Will Contact You Soon!').waitFor();
        expect(backend!.emails.length).toBe(emailsBefore + 2);
      });

      await step('apply for a job with a PDF resume', async () => {
        await page.goto(`${base}${paths.career}`);
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
        expect(backend!.uploads.at(-1)!.url.startsWith(`${FILES}/files/`)).toBe(true);
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
        await page.goto(`${base}${pathname}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 15_000 });
      };

      await step('sign in', async () => {
        await page.goto(`${base}${paths.login}`);
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
        const resumeUrl = `${FILES}${applicant.resume}`;
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
        await go(paths.addProject, 'Add Project');
        await fillProjectForm(page, 'Chilika Lakeside Villas');
        await page.getByLabel('Amenities').fill('Boat jetty');
        await page.getByLabel('Amenities').press('Enter');
        await page.getByLabel('Images', { exact: true }).setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: PNG_RED },
          { name: 'lake.png', mimeType: 'image/png', buffer: PNG_TEAL },
        ]);
        await page.getByRole('img', { name: 'Images 2' }).waitFor();
        await page.getByRole('button', { name: 'Add Project' }).click();
        await toast(page, 'Project Created Successfully').waitFor({ timeout: 20_000 });
        await go(paths.projectList, 'List Of Projects');
        await page.getByPlaceholder('Search by project name').fill('chilika');
        await page.getByRole('row', { name: /Chilika Lakeside Villas/ }).waitFor();
      });
      await context.close();
    },
  );

  it('walked every step with no CSP violation and no console error, showing stored files from their own origin', () => {
    const failed = steps.filter((s) => s.error).map((s) => `${s.name}: ${s.error}`);
    expect(failed, failed.join('\n')).toEqual([]);
    expect(steps.length).toBe(PUBLIC_PAGES.length + 4 + 6);
    expect(violations, violations.join('\n')).toEqual([]);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    expect(filesShown.size).toBeGreaterThan(0);
    expect(
      backend!.uploads.filter((upload) => upload.type.startsWith('image/')).length,
    ).toBeGreaterThanOrEqual(4);
  });
});
