import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkBuildEnv, missingBuildEnv } from '../../scripts/check-env.mjs';

const COMPLETE = {
  VITE_API_HOST: 'https://api.example.com',
  VITE_UPLOAD_URL: 'https://upload.example.com/v1/upload',
  VITE_EMAIL_URL: 'https://email.example.com/send',
  VITE_EMAIL_SERVICE_ID: 'service',
  VITE_EMAIL_TEMPLATE_ID: 'template',
  VITE_EMAIL_USER_ID: 'user',
  VITE_SITE_URL: 'https://www.example.in',
};

describe('checkBuildEnv', () => {
  it('lets a demo build (no backend host) and a complete production build through', () => {
    expect(() => checkBuildEnv({})).not.toThrow();
    expect(() => checkBuildEnv({ VITE_API_HOST: '  ' })).not.toThrow();
    expect(() => checkBuildEnv(COMPLETE)).not.toThrow();
  });

  it('refuses a backend host without upload and email settings, naming each missing one', () => {
    expect(missingBuildEnv({ VITE_API_HOST: 'https://api.example.com' })).toEqual([
      'VITE_UPLOAD_URL',
      'VITE_EMAIL_URL',
      'VITE_EMAIL_SERVICE_ID',
      'VITE_EMAIL_TEMPLATE_ID',
      'VITE_EMAIL_USER_ID',
      'VITE_SITE_URL',
    ]);
    expect(() => checkBuildEnv({ ...COMPLETE, VITE_UPLOAD_URL: ' ', VITE_EMAIL_USER_ID: undefined })).toThrow(
      /VITE_UPLOAD_URL, VITE_EMAIL_USER_ID are not set/,
    );
    expect(() => checkBuildEnv({ ...COMPLETE, VITE_EMAIL_URL: '' })).toThrow(/VITE_EMAIL_URL is not set/);
  });

  it('refuses an image host the site cannot resize with, in a demo build too', () => {
    expect(() => checkBuildEnv({ VITE_IMAGE_CDN: 'cloudinary' })).not.toThrow();
    expect(() => checkBuildEnv({ ...COMPLETE, VITE_IMAGE_CDN: 'imgix' })).not.toThrow();
    expect(() => checkBuildEnv({ VITE_IMAGE_CDN: '  ' })).not.toThrow();
    expect(() => checkBuildEnv({ VITE_IMAGE_CDN: 'Cloudinary' })).toThrow(/VITE_IMAGE_CDN is "Cloudinary"/);
    expect(() => checkBuildEnv({ ...COMPLETE, VITE_IMAGE_CDN: 'wsrv' })).toThrow(/none of cloudinary, imgix/);
  });

  it('stops the build before it bundles anything', () => {
    const env: Record<string, string> = { ...process.env, NODE_ENV: 'production' } as Record<string, string>;
    for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
    env.VITE_API_HOST = 'https://api.example.com';
    env.VITE_UPLOAD_URL = 'https://upload.example.com/v1/upload';
    env.BUILD_DIR = 'tests/e2e/.artifacts/never-built';
    const build = spawnSync('npx', ['react-router', 'build'], { env, encoding: 'utf8' });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain(
      'VITE_EMAIL_URL, VITE_EMAIL_SERVICE_ID, VITE_EMAIL_TEMPLATE_ID, VITE_EMAIL_USER_ID, VITE_SITE_URL are not set',
    );
  }, 60_000);
});
