import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { cspFor, filesOriginsOf, nginxConf } from '../../scripts/nginx-conf.mjs';

const PRODUCTION = {
  VITE_API_HOST: 'https://api.example.com',
  VITE_UPLOAD_URL: 'https://upload.example.com/v1/upload',
  VITE_EMAIL_URL: 'https://email.example.com/send',
  VITE_FILES_ORIGIN: 'https://files.example.com https://cdn.example.com/any/path',
};

/** The directives of a policy by name. */
const directives = (csp: string) =>
  new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

/** Each location block of a server block: its header line, and its body. */
function locations(conf: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of conf.matchAll(/^ {4}location ([^{]+)\{\n([\s\S]*?)^ {4}\}/gm))
    blocks.set(match[1]!.trim(), match[2]!);
  return blocks;
}

describe('cspFor', () => {
  it('lists exactly the configured hosts for a production build', () => {
    expect(cspFor(PRODUCTION)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob: https://files.example.com https://cdn.example.com",
        "media-src 'self' blob: https://files.example.com https://cdn.example.com",
        "font-src 'self'",
        "connect-src 'self' https://api.example.com https://upload.example.com https://email.example.com https://files.example.com https://cdn.example.com",
        "worker-src 'self'",
        'frame-src https://www.openstreetmap.org https://files.example.com https://cdn.example.com',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('takes the files from the upload origin when VITE_FILES_ORIGIN is not set', () => {
    const csp = directives(cspFor({ ...PRODUCTION, VITE_FILES_ORIGIN: '  ' }));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://upload.example.com']);
    expect(csp.get('frame-src')).toContain('https://upload.example.com');
    // Listed once, though it is both the upload and the files origin.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://upload.example.com',
      'https://email.example.com',
    ]);
  });

  it("names only 'self' in demo mode (relative services) and for values that are not http(s) URLs", () => {
    for (const env of [
      {},
      { VITE_UPLOAD_URL: '/demo-services/upload', VITE_EMAIL_URL: '/demo-services/email' },
      { VITE_API_HOST: 'javascript:alert(1)', VITE_FILES_ORIGIN: 'ftp://files.example.com not-a-url' },
    ]) {
      const csp = directives(cspFor(env));
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it("frames the demo backend's uploads ('self', blob:) in a demo build only", () => {
    expect(directives(cspFor({})).get('frame-src')).toEqual([
      "'self'",
      'blob:',
      'https://www.openstreetmap.org',
    ]);
    expect(directives(cspFor(PRODUCTION)).get('frame-src')).not.toContain("'self'");
    expect(directives(cspFor(PRODUCTION)).get('frame-src')).not.toContain('blob:');
    expect(directives(cspFor({ VITE_API_HOST: 'javascript:alert(1)' })).get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
    ]);
  });

  it('never allows every https host, plugins or a changed base URL', () => {
    for (const env of [{}, PRODUCTION]) {
      const csp = cspFor(env);
      expect(csp.split(/[ ;]+/)).not.toContain('https:');
      expect(csp.split(/[ ;]+/)).not.toContain('http:');
      expect(directives(csp).get('object-src')).toEqual(["'none'"]);
      expect(directives(csp).get('base-uri')).toEqual(["'none'"]);
    }
  });

  it('frames the map from the host the contact page embeds (company.ts)', () => {
    expect(directives(cspFor({})).get('frame-src')).toContain(new URL(company.map.embedUrl).origin);
  });

  it('reads VITE_FILES_ORIGIN as src/config/env.ts does: space-separated, full URLs count as origins', () => {
    expect(
      filesOriginsOf({ VITE_FILES_ORIGIN: ' https://a.example.com/x\thttps://b.example.com:8443 ' }),
    ).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    expect(filesOriginsOf({ VITE_UPLOAD_URL: 'https://upload.example.com/v1/upload' })).toEqual([
      'https://upload.example.com',
    ]);
    expect(filesOriginsOf({})).toEqual([]);
  });
});

describe('nginxConf', () => {
  const conf = nginxConf({ root: '/srv/site', port: 8080, env: PRODUCTION });
  const blocks = locations(conf);

  it('sends the policy and the security headers on every answer, in every location', () => {
    const csp = `add_header Content-Security-Policy "${cspFor(PRODUCTION)}" always;`;
    expect(blocks.size).toBe(5);
    for (const body of [conf.split(/^ {4}location /m)[0]!, ...blocks.values()]) {
      expect(body).toContain(csp);
      expect(body).toContain(
        'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      );
      expect(body).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(body).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
      expect(body).toContain('add_header X-Frame-Options "DENY" always;');
      expect(body).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
      expect(body).toMatch(/add_header Permissions-Policy "(?:[a-z-]+=\(\), )+[a-z-]+=\(\)" always;/);
      expect(body).toContain('camera=()');
      expect(body).toContain('geolocation=()');
    }
    expect(conf).toMatch(/^ {4}server_tokens off;$/m);
    expect(conf).toContain('gzip_static on;');
    expect(conf).toContain('root /srv/site;');
    expect(conf).toContain('listen 8080;');
  });

  it('gives each location exactly one Cache-Control and no `expires` (which would add a second)', () => {
    expect(conf).not.toMatch(/\bexpires\b/);
    for (const [name, body] of blocks) expect(body.match(/Cache-Control/g), name).toHaveLength(1);
  });

  it('caches found assets for a year, and a missing one not at all', () => {
    const assets = blocks.get('/assets/')!;
    // Without `always`, nginx adds it to 2xx and 3xx answers only.
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).toContain('try_files $uri @missing_asset;');
    const missing = blocks.get('@missing_asset')!;
    expect(missing).toContain('add_header Cache-Control "no-store" always;');
    expect(missing).toContain('return 404;');
    expect(blocks.get('~ \\.html$')).toContain('no-cache, no-store, must-revalidate');
    expect(blocks.get('/')).toContain('try_files $uri $uri/index.html /__spa-fallback.html;');
  });

  it("is what the README's Deploying section shows for its example build", () => {
    const readme = readFileSync(path.resolve('README.md'), 'utf8');
    const example = {
      VITE_API_HOST: 'https://api.example.com',
      VITE_UPLOAD_URL: 'https://upload.example.com/v1/upload',
      VITE_EMAIL_URL: 'https://email.example.com/send',
      VITE_FILES_ORIGIN: 'https://files.example.com',
    };
    for (const [key, value] of Object.entries(example)) expect(readme).toContain(`export ${key}=${value}\n`);
    expect(readme).toContain(`Content-Security-Policy: ${cspFor(example)}\n`);
  });

  it('is what deploy/nginx.conf holds for the defaults', () => {
    const shipped = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
    expect(shipped).toBe(nginxConf({ env: {} }));
  });
});

describe('the generator run as the README says, from the project folder', () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  /** The script's output run in `project`, with `env` as the only VITE_* variables of the environment. */
  function generate(env: Record<string, string> = {}): string {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
    );
    const run = spawnSync(process.execPath, [path.resolve('scripts/nginx-conf.mjs')], {
      cwd: project,
      env: { ...inherited, ...env },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    return run.stdout;
  }
  const connectSrc = (conf: string) =>
    directives(/Content-Security-Policy "([^"]+)"/.exec(conf)![1]!).get('connect-src');

  it('names the hosts the build reads from the .env files (.env.local here)', () => {
    writeFileSync(path.join(project, '.env.local'), 'VITE_API_HOST=https://api.example.com\n');
    writeFileSync(path.join(project, '.env.production'), 'VITE_EMAIL_URL=https://email.example.com/send\n');
    expect(connectSrc(generate())).toEqual([
      "'self'",
      'https://api.example.com',
      'https://email.example.com',
    ]);
  });

  it('lets the environment win over the files, as the build does', () => {
    writeFileSync(path.join(project, '.env.local'), 'VITE_API_HOST=https://old-api.example.com\n');
    expect(connectSrc(generate({ VITE_API_HOST: 'https://api.example.com' }))).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
  });
});

describe("the e2e suites' nginx (tests/e2e/prod/nginx.ts)", () => {
  it('runs its worker as root when started by root, so a clone in a mode-700 home can be served', async () => {
    const { mainConf } = await import('../e2e/prod/nginx');
    expect(mainConf('server {}', '/w', true)).toMatch(/^user root root;$/m);
    expect(mainConf('server {}', '/w', false)).not.toMatch(/^user /m);
    expect(mainConf('server {}', '/w', false)).toContain('error_log /w/logs/error.log');
  });
});
