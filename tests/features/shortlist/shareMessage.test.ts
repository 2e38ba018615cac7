import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from '@/components/share/shareLinks';
import { shortlistMessage } from '@/features/shortlist/shareMessage';
import english from '@/lib/i18n/messages/en/shortlist';

describe('the shared shortlist message', () => {
  it('names each listing with its place, numbered, before the address', () => {
    const address = 'https://www.example.in/shortlist?ids=b-1,l-2';
    const text = `${shortlistMessage(
      [
        { name: 'Green Valley Residency', place: 'Patia, Bhubaneswar' },
        { name: 'Janla Plots', place: '' },
      ],
      english.share,
    )} ${address}`;
    expect(text).toBe(
      'My shortlist at Kalinga Habitats:\n1. Green Valley Residency, Patia, Bhubaneswar\n2. Janla Plots\n\nSee them all: https://www.example.in/shortlist?ids=b-1,l-2',
    );
    const link = new URL(
      whatsappShareUrl(shortlistMessage([{ name: 'A & B?x=1', place: '' }], english.share), address),
    );
    expect(link.origin).toBe('https://wa.me');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toContain('1. A & B?x=1');
  });
});
