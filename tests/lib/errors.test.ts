import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_MESSAGE } from '@/config/limits';
import { FALLBACK_ERROR, errorMessage, serverMessage } from '@/lib/errors';

/** An axios-like failure with the given answer body. */
const failure = (data: unknown, status = 400) => ({
  isAxiosError: true as const,
  response: { status, data },
});

const long = `Validation failed: ${'the field is wrong; '.repeat(100)}`;

describe('server messages shown to a person', () => {
  it('keeps a short message whole', () => {
    expect(errorMessage(failure({ message: '  Invalid credentials ' }))).toBe('Invalid credentials');
    expect(serverMessage(failure({ massage: 'Project exists' }))).toBe('Project exists');
  });

  it.each([
    ['message', { message: long }],
    ['massage', { massage: long }],
    ['error', { error: long }],
    ['error.message', { error: { message: long } }],
    ['a text body', long],
  ])('cuts a long %s to 300 characters with an ellipsis', (_, data) => {
    for (const shown of [errorMessage(failure(data)), serverMessage(failure(data))]) {
      expect(shown).not.toBeNull();
      expect(shown!.length).toBeLessThanOrEqual(MAX_SHOWN_MESSAGE);
      expect(shown!.startsWith('Validation failed: the field is wrong;')).toBe(true);
      expect(shown!.endsWith('…')).toBe(true);
    }
  });

  it('caps the message of a thrown error too', () => {
    const shown = errorMessage(new Error(long));
    expect(shown.length).toBeLessThanOrEqual(MAX_SHOWN_MESSAGE);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('shows no HTML page and falls back when the message is blank', () => {
    expect(errorMessage(failure('<html><body>Bad gateway</body></html>', 502))).toBe(FALLBACK_ERROR);
    expect(errorMessage(failure({ message: '   ' }), 'Fallback')).toBe('Fallback');
    expect(serverMessage(failure({ message: '' }))).toBeNull();
  });
});
