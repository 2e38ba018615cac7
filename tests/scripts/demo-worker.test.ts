import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { demoWorkerSource, readDemoWorker } from '../../scripts/demo-worker.mjs';

/** Runs the worker script far enough to get its fetch listener, then asks it about requests. */
function fetchListener(source: string) {
  let listener: ((event: unknown) => void) | undefined;
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      if (type === 'fetch') listener = handler;
    },
    clients: {},
    skipWaiting: () => undefined,
  };
  new Script(source).runInNewContext({ self, addEventListener: self.addEventListener, crypto, URL });
  if (!listener) throw new Error('no fetch listener');
  const handle = listener;
  /** True when the worker takes the request to the page (respondWith), false when it lets it pass. */
  return (url: string, destination: string) => {
    let taken = false;
    handle({
      request: { url, destination, mode: 'cors', cache: 'default' },
      // The page's answer is not this test's business: the taken request is dropped.
      respondWith: (answer: Promise<unknown>) => {
        taken = true;
        answer.catch(() => undefined);
      },
    });
    return taken;
  };
}

describe("the demo backend's service worker", () => {
  it("is the installed msw's worker with the static-file bypass", () => {
    const msw = readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8');
    const demo = readDemoWorker();
    expect(demo).toBe(demoWorkerSource(msw));
    expect(demo.length).toBeGreaterThan(msw.length);
    expect(() => demoWorkerSource('self.addEventListener("fetch", () => {})')).toThrow(/changed/);
  });

  it('lets images, styles and scripts pass, but not uploaded demo files or backend calls', () => {
    // Pretend a page is active, as after msw's handshake.
    const source = readDemoWorker().replace(
      'const activeClientIds = new Set()',
      "const activeClientIds = new Set(['page'])",
    );
    const takes = fetchListener(source);
    expect(takes('http://localhost/images/demo/tower-1.svg', 'image')).toBe(false);
    expect(takes('http://localhost/assets/index.css', 'style')).toBe(false);
    expect(takes('http://localhost/assets/index.js', 'script')).toBe(false);
    expect(takes('http://localhost/demo-uploads/plan.png', 'image')).toBe(true);
    expect(takes('http://localhost/real-estate/buildings/get-all-buildings', '')).toBe(true);
  });
});
