import { describe, expect, it } from 'vitest';
import { safeSrc, safeUrl } from '@/lib/url';

describe('safeUrl', () => {
  it.each([
    ['https://images.example.com/a.jpg', 'https://images.example.com/a.jpg'],
    ['http://example.com/plan.png?w=200#top', 'http://example.com/plan.png?w=200#top'],
    ['HTTPS://Example.com/x', 'https://example.com/x'],
  ])('accepts %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it('accepts relative URLs, resolved against the page', () => {
    expect(safeUrl('/images/seed/building-1.jpg')).toBe(
      new URL('/images/seed/building-1.jpg', location.href).href,
    );
    expect(safeUrl('images/a.png')).toBe(new URL('images/a.png', location.href).href);
    expect(safeUrl('//cdn.example.com/a.png')).toBe(`${location.protocol}//cdn.example.com/a.png`);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with leading spaces', '   javascript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['mailto:', 'mailto:x@example.com'],
    ['a broken host', 'http://'],
    ['an invalid IPv6 host', 'http://[::1'],
  ])('rejects %s', (_label, input) => {
    expect(safeUrl(input)).toBeUndefined();
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('answers undefined for %s', (_label, input) => {
    expect(safeUrl(input)).toBeUndefined();
  });
});

describe('safeSrc', () => {
  it('keeps a path on the site a path, as the page rendered at build time has it', () => {
    expect(safeSrc('/images/seed/building-1.jpg')).toBe('/images/seed/building-1.jpg');
    expect(safeSrc('/images/a b.png?w=1#x')).toBe('/images/a%20b.png?w=1#x');
  });

  it('keeps other hosts absolute and refuses what is not http(s)', () => {
    expect(safeSrc('https://files.example.com/a.jpg')).toBe('https://files.example.com/a.jpg');
    expect(safeSrc('//cdn.example.com/a.png')).toBe(`${location.protocol}//cdn.example.com/a.png`);
    expect(safeSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeSrc('')).toBeUndefined();
  });
});
