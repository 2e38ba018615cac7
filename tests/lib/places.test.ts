import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import {
  BHUBANESWAR,
  directionsUrl,
  findPlace,
  fullAddress,
  normalisePlaceText,
  osmEmbedUrl,
} from '@/lib/places';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';

describe('findPlace', () => {
  it.each([
    ['Plot 112, Near KIIT Square, Patia', 'Bhubaneswar', 'Patia'],
    // The locality comes last: a road named after a place is not that place.
    ['Plot 28, Nayapalli Road, Jaydev Vihar', 'Bhubaneswar', 'Jaydev Vihar'],
    ['Near Khandagiri Chhak, Baramunda Road, Khandagiri', 'Bhubaneswar', 'Khandagiri'],
    ['Dhauli, Off Puri Road', 'Bhubaneswar', 'Dhauli'],
    ['Cuttack-Puri Road, Bhubaneswar', 'Bhubaneswar', 'Bhubaneswar'],
    // A part that only says "near" counts after the others.
    ['Raghunathpur, Near Nandankanan', 'Bhubaneswar', 'Raghunathpur'],
    ['Ring Road, Near Jobra Barrage', 'Cuttack', 'Jobra'],
    // A district is not its town.
    ['Village Tangi, Khordha district', 'Khordha', 'Tangi'],
    ['IDCO Industrial Estate, Khurda', 'Khordha', 'Khordha'],
  ])('finds %j (%s) at %s', (address, city, place) => {
    expect(findPlace(address, city).name).toBe(place);
  });

  it('ignores case, punctuation and accents, and knows other spellings', () => {
    expect(findPlace('PLOT 9,  shaheed-nagar.', '').name).toBe('Saheed Nagar');
    expect(findPlace('h.no 4 / JAYADEV VIHAR', '').name).toBe('Jaydev Vihar');
    expect(findPlace('Sector 3, Old Town', '').name).toBe('Old Town');
    expect(findPlace('Kalinganagar', '').name).toBe('Kalinga Nagar');
    expect(normalisePlaceText('  Saheed-Nagar,  Unit 8 ')).toBe('saheed nagar unit 8');
  });

  it('matches whole words only', () => {
    // "Puri" inside "Purijagannath" or "Patia" inside "Patiala" is not the place.
    expect(findPlace('Purijagannath Lane', 'Patiala').name).toBe(BHUBANESWAR.name);
  });

  it('falls back to the city, then to Bhubaneswar', () => {
    expect(findPlace('Link Road, Near Arunodaya Market', 'Cuttack').name).toBe('Cuttack');
    expect(findPlace('', 'Puri').name).toBe('Puri');
    expect(findPlace('Somewhere unknown', 'Nowhere')).toEqual(BHUBANESWAR);
    expect(findPlace('', '')).toEqual(BHUBANESWAR);
  });

  it('places every seeded listing around Bhubaneswar, Cuttack, Puri or Khordha', () => {
    for (const { locationDetails } of [...seedBuildings, ...seedLands]) {
      const place = findPlace(locationDetails.address, locationDetails.city);
      expect(place.latitude).toBeGreaterThan(19.5);
      expect(place.latitude).toBeLessThan(20.7);
      expect(place.longitude).toBeGreaterThan(85.2);
      expect(place.longitude).toBeLessThan(86.3);
    }
    const green = seedBuildings[0]!.locationDetails;
    expect(findPlace(green.address, green.city).name).toBe('Patia');
  });
});

describe('osmEmbedUrl', () => {
  it("builds OpenStreetMap's embed with a box around the place and a marker on it", () => {
    const url = new URL(osmEmbedUrl({ name: 'Patia', latitude: 20.3537, longitude: 85.8197, span: 0.01 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('85.8097,20.3457,85.8297,20.3617');
    expect(url.searchParams.get('marker')).toBe('20.3537,85.8197');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it("gives the office's own map from its coordinates", () => {
    const office = {
      name: 'Office',
      latitude: company.map.latitude,
      longitude: company.map.longitude,
      span: 0.01,
    };
    expect(osmEmbedUrl(office)).toBe(company.map.embedUrl);
  });
});

describe('fullAddress and directionsUrl', () => {
  it('writes the address on one line, leaving out empty parts', () => {
    expect(
      fullAddress({
        address: 'Plot 112, Near KIIT Square, Patia',
        city: 'Bhubaneswar',
        state: 'Odisha',
        zipCode: '751024',
        country: 'India',
      }),
    ).toBe('Plot 112, Near KIIT Square, Patia, Bhubaneswar, Odisha 751024, India');
    expect(fullAddress({ address: ' ', city: 'Puri', state: '', zipCode: 752001, country: '' })).toBe(
      'Puri, 752001',
    );
    expect(fullAddress({ address: '', city: '', state: '', zipCode: '', country: '' })).toBe('');
  });

  it('asks Google Maps for directions to the encoded address', () => {
    const url = directionsUrl('Plot 8 & 9, Patia, Bhubaneswar');
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Plot%208%20%26%209%2C%20Patia%2C%20Bhubaneswar',
    );
    expect(new URL(url).searchParams.get('destination')).toBe('Plot 8 & 9, Patia, Bhubaneswar');
  });
});
