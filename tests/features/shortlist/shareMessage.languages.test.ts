import { describe, expect, it } from 'vitest';
import { shortlistMessage } from '@/features/shortlist/shareMessage';
import hindi from '@/lib/i18n/messages/hi/shortlist.json';
import odia from '@/lib/i18n/messages/or/shortlist.json';

describe('the shared shortlist message in Odia and Hindi', () => {
  it("is written in the page's language, the listings as entered", () => {
    const listings = [{ name: 'Green Valley Residency', place: 'Patia, Bhubaneswar' }];
    expect(shortlistMessage(listings, odia.share)).toBe(
      'Kalinga Habitatsରେ ମୋ ପସନ୍ଦ ତାଲିକା:\n1. Green Valley Residency, Patia, Bhubaneswar\n\nସବୁଗୁଡ଼ିକ ଏଠାରେ ଦେଖନ୍ତୁ:',
    );
    expect(shortlistMessage(listings, hindi.share)).toBe(
      'Kalinga Habitats पर मेरी शॉर्टलिस्ट:\n1. Green Valley Residency, Patia, Bhubaneswar\n\nसभी यहाँ देखें:',
    );
  });
});
