import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/byteSize';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [68, '68 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [320 * 1024, '320 KB'],
    [320 * 1024 + 400, '320 KB'],
    // Just under a megabyte rounds up to it, not to "1024 KB".
    [1024 * 1024 - 100, '1 MB'],
    [1024 * 1024, '1 MB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [8.44 * 1024 * 1024, '8.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('reads nonsense as 0 B', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});
