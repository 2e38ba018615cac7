import { describe, expect, it } from 'vitest';
import { backendWord } from '@/lib/i18n/backendWords';

const TYPES = { residential: 'ଆବାସିକ', 'under contract': 'ଚୁକ୍ତି ପ୍ରକ୍ରିୟାରେ' };

describe('backendWord', () => {
  it('capitalises the value as entered on an English page', () => {
    expect(backendWord('en', 'residential', TYPES)).toEqual({ text: 'Residential' });
    expect(backendWord('en', ' RESIDENTIAL ', TYPES)).toEqual({ text: 'RESIDENTIAL' });
  });

  it("gives the language's word for a value it knows, whatever its case and spacing", () => {
    expect(backendWord('or', 'Residential', TYPES)).toEqual({ text: 'ଆବାସିକ' });
    expect(backendWord('or', ' under   Contract', TYPES)).toEqual({ text: 'ଚୁକ୍ତି ପ୍ରକ୍ରିୟାରେ' });
  });

  it('keeps a value it does not know as entered, marked as English', () => {
    expect(backendWord('hi', 'mixed use', TYPES)).toEqual({ text: 'Mixed use', lang: 'en' });
    expect(backendWord('hi', 'constructor', TYPES)).toEqual({ text: 'Constructor', lang: 'en' });
    expect(backendWord('hi', '  ', TYPES)).toEqual({ text: '' });
  });
});
