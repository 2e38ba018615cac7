import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, dropEarly, fetchEarly, takeEarly } from '../../../src/lib/fetchEarly';
import { preloadImage } from '../../../src/lib/preloadImage';

afterEach(() => {
  dropEarly();
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('fetchEarly and takeEarly', () => {
  it('hands the early answer to the first query that wants it, and only to that one', async () => {
    const early = vi.fn(() => Promise.resolve(['early']));
    const fresh = vi.fn(() => Promise.resolve(['fresh']));
    fetchEarly('buildings', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeEarly('buildings', fresh)).resolves.toEqual(['early']);
    expect(fresh).not.toHaveBeenCalled();
    // A refetch (Retry, a later visit) asks the backend again.
    await expect(takeEarly('buildings', fresh)).resolves.toEqual(['fresh']);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('fetches afresh under a name nothing was fetched early for', async () => {
    fetchEarly('building:1', () => Promise.resolve('one'));
    await expect(takeEarly('building:2', () => Promise.resolve('two'))).resolves.toBe('two');
    await expect(takeEarly('building:1', () => Promise.resolve('again'))).resolves.toBe('one');
  });

  it('keeps an early answer only briefly: past EARLY_ANSWER_MS the query fetches afresh', async () => {
    vi.useFakeTimers();
    fetchEarly('buildings', () => Promise.resolve(['from start-up']));
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    await expect(takeEarly('buildings', () => Promise.resolve(['fresh']))).resolves.toEqual(['fresh']);
  });

  it('drops every early answer when the opened page is left', async () => {
    fetchEarly('buildings', () => Promise.resolve(['from start-up']));
    fetchEarly('land:1', () => Promise.resolve('from start-up'));
    dropEarly();
    await expect(takeEarly('buildings', () => Promise.resolve(['fresh']))).resolves.toEqual(['fresh']);
    await expect(takeEarly('land:1', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('passes an early failure to the query, which reports it, with no unhandled rejection before', async () => {
    fetchEarly('lands', () => Promise.reject(new Error('Request failed with status code 500')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly('lands', () => Promise.resolve([]))).rejects.toThrow('500');
  });
});

describe('preloadImage', () => {
  const preloads = () => [
    ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
  ];

  it('adds one high-priority image preload per http(s) URL', () => {
    preloadImage('https://images.example.com/tower.jpg');
    preloadImage('https://images.example.com/tower.jpg');
    expect(preloads().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
      ['https://images.example.com/tower.jpg', 'high'],
    ]);
  });

  it('ignores missing and unsafe URLs', () => {
    preloadImage(undefined);
    preloadImage('');
    preloadImage('javascript:alert(1)');
    expect(preloads()).toEqual([]);
  });
});
