#!/usr/bin/env node
/**
 * Writes every demo SVG (and the two hand-made PDF resumes) under public/. Deterministic: the
 * same code always gives the same bytes. Raster media (PNG, JPEG, MP4, WebM) come from
 * render-media.mjs, which needs Chromium and ffmpeg.
 *
 * Usage: node tools/demo-art/make-art.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commercialScene, duplexScene, towerScene } from './scenes.mjs';
import { landScenes } from './land.mjs';
import { planScenes } from './plans.mjs';
import { interiorScenes } from './interiors.mjs';
import { PEOPLE, TEAM, authorPlaceholder, portrait } from './people.mjs';
import { ICON_NAMES, faviconSvg, iconSvg, logoSvg, markSvg, splashSvg } from './brand.mjs';
import * as I from './illustrations.mjs';
import { RESUMES, resumePdf } from './resumes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const written = [];

function put(rel, data) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push([rel, Buffer.byteLength(data)]);
}

for (let i = 1; i <= 6; i++) put(`images/demo/tower-${i}.svg`, towerScene(i));
for (let i = 1; i <= 4; i++) put(`images/demo/duplex-${i}.svg`, duplexScene(i));
for (let i = 1; i <= 2; i++) put(`images/demo/commercial-${i}.svg`, commercialScene(i));
landScenes.forEach((f, i) => put(`images/demo/land-${i + 1}.svg`, f()));
planScenes.forEach((f, i) => put(`images/demo/plan-${i + 1}.svg`, f()));
interiorScenes.forEach((f, i) => put(`images/demo/interior-${i + 1}.svg`, f()));
RESUMES.forEach((cv, i) => put(`images/demo/resume-${i + 1}.pdf`, resumePdf(cv)));

PEOPLE.forEach((o, i) => put(`images/people/person-${i + 1}.svg`, portrait(o)));
TEAM.forEach((o, i) => put(`images/team/member-${i + 1}.svg`, portrait(o)));
put('images/author-placeholder.svg', authorPlaceholder());

I.heroScenes.forEach((f, i) => put(`images/hero/slide-${i + 1}.svg`, f()));
put('images/splash/splash-desktop.svg', splashSvg(false));
put('images/splash/splash-phone.svg', splashSvg(true));
put('images/login-side.svg', I.loginSide());
put('images/about/about-hero.svg', I.aboutHero());
put('images/about/mission.svg', I.mission());
put('images/about/vision.svg', I.vision());
put('images/services/discover.svg', I.discover());
put('images/services/selling.svg', I.selling());
put('images/services/investment.svg', I.investment());
put('images/services/plot-support.svg', I.plotSupport());
put('images/community.svg', I.community());
for (const n of ICON_NAMES) put(`images/amenities/${n}.svg`, iconSvg(n));

put('brand/logo.svg', logoSvg(false));
put('brand/logo-light.svg', logoSvg(true));
put('brand/mark.svg', markSvg());
put('brand/favicon.svg', faviconSvg());

let total = 0;
for (const [rel, size] of written) {
  total += size;
  const flag = rel.endsWith('.svg') && size > 40 * 1024 ? '  (over 40 KB)' : '';
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  public/${rel}${flag}`);
}
console.log(`${written.length} files, ${(total / 1024).toFixed(0)} KB`);
