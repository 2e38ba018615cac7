import { describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_WORDS, routeErrorMeta } from '@/app/routeErrorMeta';
import { loadMessages } from '@/lib/i18n/catalogue';
import englishFallback from '@/lib/i18n/messages/en/fallback';

const titleOf = (meta: ReturnType<typeof routeErrorMeta>) =>
  meta?.find((tag): tag is { title: string } => 'title' in tag)?.title;

describe('the error page’s words', () => {
  it('in English are the English catalogue’s, kept without loading', () => {
    for (const [key, text] of Object.entries(ENGLISH_ERROR_WORDS)) {
      expect(englishFallback[key as keyof typeof englishFallback]).toBe(text);
    }
  });

  it('name nothing without an error, and the error page in the page’s language', async () => {
    expect(routeErrorMeta(undefined, '/or/about')).toBeUndefined();
    expect(titleOf(routeErrorMeta(new Error('boom'), '/about'))).toBe(
      'Something went wrong | Kalinga Habitats',
    );
    const hindi = await loadMessages('hi', 'fallback');
    expect(titleOf(routeErrorMeta(new Error('boom'), '/hi/about'))).toBe(
      `${hindi.errorTitle} | Kalinga Habitats`,
    );
  });
});
