import { describe, expect, it } from 'vitest';
import { comparedBuilding } from '@/features/buildings/components/compareFacts';
import { buildingSchema } from '@/features/buildings/schema';
import hindi from '@/lib/i18n/messages/hi/compare.json';
import odia from '@/lib/i18n/messages/or/compare.json';
import { seedBuildings } from '@/mocks/seed/buildings';

describe('comparedBuilding in Odia and Hindi', () => {
  it('names its facts in the language, the values it knows too, and marks the backend’s own as English', () => {
    const compared = comparedBuilding(seedBuildings[0]!, 'or', odia.facts)!;
    const fact = (label: string) => compared.facts.find((one) => one.label === label);
    const labels = odia.facts.building.labels;
    expect(compared.name).toBe('Green Valley Residency');
    expect(compared.nameLang).toBe('en');
    expect(compared.facts.map((one) => one.label)).toEqual(Object.values(labels));
    expect(fact(labels.type)).toEqual({ label: labels.type, value: 'ଆବାସିକ' });
    expect(fact(labels.status)).toEqual({ label: labels.status, value: 'ନିର୍ମାଣାଧୀନ' });
    expect(fact(labels.approval)).toEqual({ label: labels.approval, value: 'RERA', lang: 'en' });
    expect(fact(labels.units)).toEqual({
      label: labels.units,
      value: '2 BHK 2T (2 ବେଡରୁମ୍), 3 BHK 3T (3 ବେଡରୁମ୍)',
      lang: 'en',
    });
    expect(fact(labels.area)?.value).toBe('3.2 ଏକର');
    expect(fact(labels.parking)?.value).toBe('ହଁ');
    expect(fact(labels.furnishing)?.value).toBe('ଆଂଶିକ ଫର୍ନିସଡ୍');
    expect(fact(labels.city)).toEqual({ label: labels.city, value: 'Bhubaneswar', lang: 'en' });
  });

  it('writes what is not given, and an unnamed building, in the language', () => {
    const bare = buildingSchema.parse({
      _id: '65f0b1000000000000000042',
      generalInfo: { currentStatus: 'pre-lunch' },
    });
    const compared = comparedBuilding(bare, 'hi', hindi.facts)!;
    const labels = hindi.facts.building.labels;
    expect(compared.name).toBe('बिना नाम की बिल्डिंग');
    expect(compared.nameLang).toBeUndefined();
    const value = (label: string) => compared.facts.find((one) => one.label === label)?.value;
    expect(value(labels.status)).toBe('प्री-लॉन्च');
    for (const label of [labels.type, labels.approval, labels.units, labels.floors, labels.area, labels.city])
      expect(value(label), label).toBe('जानकारी नहीं');
  });
});
