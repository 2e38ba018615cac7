import { describe, expect, it } from 'vitest';
import { comparedBuilding } from '@/features/buildings/components/compareFacts';
import { buildingSchema } from '@/features/buildings/schema';
import { seedBuildings } from '@/mocks/seed/buildings';
import english from '@/lib/i18n/messages/en/compare';

const valueOf = (facts: { label: string; value: string }[], label: string) =>
  facts.find((fact) => fact.label === label)?.value;

describe('comparedBuilding', () => {
  it('gives the facts buyers compare, in the order of the table', () => {
    const building = seedBuildings[0]!;
    const compared = comparedBuilding(building, 'en', english.facts)!;
    expect(compared.name).toBe('Green Valley Residency');
    expect(compared.image).toBe(building.BuildingsImages[0]);
    expect(compared.to).toBe(`/property/Green%20Valley%20Residency/${building._id}`);
    expect(compared.facts.map((fact) => fact.label)).toEqual([
      'Type',
      'Status',
      'Approval',
      'Units and bedrooms',
      'Floors',
      'Towers',
      'Area',
      'Parking',
      'Possession year',
      'Amenities',
      'Furnishing',
      'City',
    ]);
    expect(valueOf(compared.facts, 'Type')).toBe('Residential');
    expect(valueOf(compared.facts, 'Status')).toBe('Under construction');
    expect(valueOf(compared.facts, 'Units and bedrooms')).toBe(
      '2 BHK 2T (2 bedrooms), 3 BHK 3T (3 bedrooms)',
    );
    expect(valueOf(compared.facts, 'Floors')).toBe('12');
    expect(valueOf(compared.facts, 'Towers')).toBe('3');
    expect(valueOf(compared.facts, 'Area')).toBe('3.2 Acres');
    expect(valueOf(compared.facts, 'Parking')).toBe('Yes');
    expect(valueOf(compared.facts, 'Possession year')).toBe('2027');
    expect(valueOf(compared.facts, 'Amenities')).toMatch(/^Swimming pool, Gymnasium/);
    expect(valueOf(compared.facts, 'Furnishing')).toBe('Semi-furnished');
    expect(valueOf(compared.facts, 'City')).toBe('Bhubaneswar');
  });

  it("says 'Pre-launch' for the backend's 'pre-lunch', and N/A for what is not given", () => {
    const bare = buildingSchema.parse({
      _id: '65f0b1000000000000000042',
      generalInfo: { BuildingsName: 'Bare', currentStatus: 'pre-lunch' },
    });
    const facts = comparedBuilding(bare, 'en', english.facts)!.facts;
    expect(valueOf(facts, 'Status')).toBe('Pre-launch');
    for (const label of ['Type', 'Approval', 'Units and bedrooms', 'Floors', 'Area', 'Amenities', 'City'])
      expect(valueOf(facts, label), label).toBe('N/A');
  });

  it('is null for an empty record', () => {
    expect(comparedBuilding(buildingSchema.parse({}), 'en', english.facts)).toBeNull();
  });
});
