import { describe, expect, it } from 'vitest';
import { emailShareUrl, isShareCancelled, whatsappShareUrl } from '@/components/share/shareLinks';

const PAGE = 'https://www.example.in/property/Green%20Valley/65f0?x=1&y=2';

describe('share links', () => {
  it('sends the title and the full link in a WhatsApp message', () => {
    const url = new URL(whatsappShareUrl('Green Valley & Co', PAGE));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`Green Valley & Co ${PAGE}`);
    // Nothing in the title or the link adds a parameter of its own.
    expect([...url.searchParams.keys()]).toEqual(['text']);
  });

  it('writes an e-mail with the title as subject and the link in the body', () => {
    const href = emailShareUrl('Plots & more', PAGE, 'Have a look.');
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect([...params.keys()]).toEqual(['subject', 'body']);
    expect(params.get('subject')).toBe('Plots & more');
    expect(params.get('body')).toBe(`Have a look.\n\n${PAGE}`);
    expect(new URLSearchParams(emailShareUrl('T', PAGE).slice(8)).get('body')).toBe(PAGE);
  });

  it('counts only an AbortError as the user cancelling the share sheet', () => {
    expect(isShareCancelled(new DOMException('Share canceled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('Denied', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled(new Error('x'))).toBe(false);
    expect(isShareCancelled(undefined)).toBe(false);
  });
});
