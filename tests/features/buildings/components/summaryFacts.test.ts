import { describe, expect, it } from 'vitest';
import { summaryTiles, type SummaryWords } from '@/features/buildings/components/summaryFacts';
import type { Building } from '@/features/buildings/schema';
import type { Language } from '@/lib/i18n/languages';
import english from '@/lib/i18n/messages/en/building';
import englishListings from '@/lib/i18n/messages/en/listings';
import englishRecord from '@/lib/i18n/messages/en/record';
import hindiListings from '@/lib/i18n/messages/hi/listings.json';
import hindiRecord from '@/lib/i18n/messages/hi/record.json';
import hindi from '@/lib/i18n/messages/hi/building.json';
import odiaListings from '@/lib/i18n/messages/or/listings.json';
import odiaRecord from '@/lib/i18n/messages/or/record.json';
import odia from '@/lib/i18n/messages/or/building.json';
import { seedBuildings } from '@/mocks/seed/buildings';

const green = seedBuildings[0]!;
const englishWords: SummaryWords = {
  tiles: english.tiles,
  counts: english.counts,
  statuses: english.statuses,
  types: englishListings.building.types,
  notGiven: englishRecord.facts.notGiven,
};
const values = (building: Building, language: Language = 'en', words: SummaryWords = englishWords) =>
  summaryTiles(building, language, words).map(({ label, value, lang }) => ({ label, value, lang }));

const odiaWords = {
  tiles: odia.tiles,
  counts: odia.counts,
  statuses: odia.statuses,
  types: odiaListings.building.types,
  notGiven: odiaRecord.facts.notGiven,
};
const hindiWords = {
  tiles: hindi.tiles,
  counts: hindi.counts,
  statuses: hindi.statuses,
  types: hindiListings.building.types,
  notGiven: hindiRecord.facts.notGiven,
};

/** A building that gives almost nothing: one tower, one acre, a stored 'pre-lunch'. */
const sparse: Building = {
  ...green,
  generalInfo: { ...green.generalInfo, BuildingsType: '', AppartmentType: '', currentStatus: 'pre-lunch' },
  physicalCharacteristics: {
    ...green.physicalCharacteristics,
    numberOfTowers: 1,
    totalFloors: 0,
    totalArea: 1,
    yearOfProssesion: '',
  },
};

describe('summaryTiles', () => {
  it('writes the English tiles as the page and the brochure always have', () => {
    expect(values(green)).toEqual([
      { label: 'Property Type', value: 'Residential', lang: undefined },
      { label: 'Apartment Type', value: '2 BHK & 3 BHK Apartments', lang: undefined },
      { label: 'Status', value: 'Under construction', lang: undefined },
      { label: 'Total Area', value: '3.2 Acres', lang: undefined },
      { label: 'Towers & Floors', value: '3 Towers, 12 Floors', lang: undefined },
      { label: 'Possession', value: '2027', lang: undefined },
    ]);
    expect(values(sparse).map(({ value }) => value)).toEqual([
      'N/A',
      'N/A',
      'Pre-launch',
      '1 Acre',
      '1 Tower, N/A',
      'N/A',
    ]);
  });

  it('writes them in Odia, what the admin typed marked English', () => {
    expect(values(green, 'or', odiaWords)).toEqual([
      { label: 'ସମ୍ପତ୍ତିର ପ୍ରକାର', value: 'ଆବାସିକ', lang: undefined },
      { label: 'ଆପାର୍ଟମେଣ୍ଟର ପ୍ରକାର', value: '2 BHK & 3 BHK Apartments', lang: 'en' },
      { label: 'ସ୍ଥିତି', value: 'ନିର୍ମାଣାଧୀନ', lang: undefined },
      { label: 'ମୋଟ କ୍ଷେତ୍ରଫଳ', value: '3.2 ଏକର', lang: undefined },
      { label: 'ଟାୱାର୍ ଓ ମହଲା', value: '3ଟି ଟାୱାର୍, 12 ମହଲା', lang: undefined },
      { label: 'ହସ୍ତାନ୍ତର', value: '2027', lang: 'en' },
    ]);
  });

  it('writes them in Hindi, with its own word for what is not given', () => {
    expect(values(sparse, 'hi', hindiWords).map(({ value }) => value)).toEqual([
      'उपलब्ध नहीं',
      'उपलब्ध नहीं',
      'प्री-लॉन्च',
      '1 एकड़',
      '1 टावर, उपलब्ध नहीं',
      'उपलब्ध नहीं',
    ]);
  });

  it('keeps a type or status it does not know as entered, marked English', () => {
    const odd = {
      ...green,
      generalInfo: { ...green.generalInfo, BuildingsType: 'mixed', currentStatus: 'on hold' },
    };
    const [type, , status] = values(odd, 'or', odiaWords);
    expect(type).toMatchObject({ value: 'Mixed', lang: 'en' });
    expect(status).toMatchObject({ value: 'On hold', lang: 'en' });
  });
});
