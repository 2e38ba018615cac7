/** Listings carry only address text: a small gazetteer gives the map coordinates (the area, not the plot). */

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  span: number;
}

type Row = readonly [name: string, latitude: number, longitude: number, aliases?: readonly string[]];

const LOCALITY_SPAN = 0.01;
const TOWN_SPAN = 0.03;

export const BHUBANESWAR: Place = {
  name: 'Bhubaneswar',
  latitude: 20.2961,
  longitude: 85.8245,
  span: TOWN_SPAN,
};
const BHUBANESWAR_ALIASES = ['Bhubaneshwar', 'BBSR'];

const LOCALITIES: readonly Row[] = [
  ['Patia', 20.3537, 85.8197],
  ['Infocity', 20.3465, 85.8085, ['Info City']],
  ['Chandrasekharpur', 20.3262, 85.8187, ['Chandrashekharpur', 'CS Pur']],
  ['Sailashree Vihar', 20.3245, 85.8132],
  ['Niladri Vihar', 20.3185, 85.8165],
  ['Damana', 20.3355, 85.8258],
  ['Raghunathpur', 20.3705, 85.8228],
  ['Nandankanan', 20.3958, 85.8146],
  ['Chandaka', 20.3515, 85.7905],
  ['Jaydev Vihar', 20.2984, 85.8178, ['Jayadev Vihar', 'Jaidev Vihar']],
  ['Nayapalli', 20.2885, 85.8092, ['Nayapali']],
  ['IRC Village', 20.2925, 85.8068],
  ['Acharya Vihar', 20.2978, 85.8315],
  ['Vani Vihar', 20.2985, 85.8425, ['Vanivihar']],
  ['Saheed Nagar', 20.2886, 85.8443, ['Shaheed Nagar', 'Sahid Nagar']],
  ['Rasulgarh', 20.2935, 85.8595],
  ['Mancheswar', 20.3155, 85.8605],
  ['Old Town', 20.2385, 85.8338, ['Old Bhubaneswar']],
  ['Laxmisagar', 20.268, 85.8505, ['Lakshmisagar']],
  ['Bapuji Nagar', 20.2645, 85.8375],
  ['Baramunda', 20.2775, 85.7985],
  ['Khandagiri', 20.2585, 85.7805],
  ['Kalinga Nagar', 20.264, 85.763, ['Kalinganagar']],
  ['Sundarpada', 20.244, 85.781],
  ['Tamando', 20.2205, 85.76],
  ['Janla', 20.2065, 85.7255],
  ['Dhauli', 20.1925, 85.8405, ['Dhauligiri']],
  ['Pahala', 20.323, 85.889],
  ['Jobra', 20.477, 85.8665],
  ['Trisulia', 20.4305, 85.848],
  ['Baliapanda', 19.7975, 85.8065],
  ['Chandrabhaga', 19.8652, 86.1105],
];

const TOWNS: readonly Row[] = [
  ['Cuttack', 20.4625, 85.883],
  ['Barang', 20.408, 85.8145],
  ['Puri', 19.8135, 85.8312],
  ['Konark', 19.8876, 86.0945, ['Konarak']],
  ['Pipili', 20.115, 85.833, ['Pipli']],
  ['Khordha', 20.182, 85.618, ['Khurda', 'Khurdha', 'Khorda']],
  ['Jatni', 20.164, 85.707, ['Jatani']],
  ['Tangi', 19.927, 85.396],
];

export function normalisePlaceText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const NEAR = /^(near|nr|off|opp|opposite|behind|beside|besides|next to|close to|adjacent to)\b/;
/** Such words make a place's name part of a road's name: Puri Road is not in Puri. */
const ROAD_WORDS: readonly string[] = [
  'road',
  'rd',
  'marg',
  'highway',
  'hwy',
  'bypass',
  'expressway',
  'street',
];
const AREA_WORDS: readonly string[] = ['district', 'dist'];

let names: readonly { normalised: string; place: Place }[] | undefined;

function knownNames() {
  names ??= [
    { ...BHUBANESWAR, aliases: BHUBANESWAR_ALIASES },
    ...LOCALITIES.map(([name, latitude, longitude, aliases]) => ({
      name,
      latitude,
      longitude,
      span: LOCALITY_SPAN,
      aliases,
    })),
    ...TOWNS.map(([name, latitude, longitude, aliases]) => ({
      name,
      latitude,
      longitude,
      span: TOWN_SPAN,
      aliases,
    })),
  ].flatMap(({ aliases = [], ...place }) =>
    [place.name, ...aliases].map((name) => ({ normalised: normalisePlaceText(name), place })),
  );
  return names;
}

interface Match {
  place: Place;
  length: number;
}

function placeIn(part: string): Match | undefined {
  const words = part.split(' ');
  let best: Match | undefined;
  for (const { normalised, place } of knownNames()) {
    const size = normalised.split(' ').length;
    for (let start = 0; start + size <= words.length; start += 1) {
      if (words.slice(start, start + size).join(' ') !== normalised) continue;
      const after = words.slice(start + size);
      if (after.some((word) => ROAD_WORDS.includes(word)) || AREA_WORDS.includes(after[0] ?? '')) continue;
      if (!best || normalised.length > best.length) best = { place, length: normalised.length };
    }
  }
  return best;
}

// Addresses run from the plot to the locality: the last part naming a known place wins, a "near" part last.
export function findPlace(address: string, city = ''): Place {
  const parts = address
    .split(/[,;\n]/)
    .map(normalisePlaceText)
    .filter(Boolean);
  const inParts = (near: boolean) =>
    parts
      .filter((part) => NEAR.test(part) === near)
      .map(placeIn)
      .filter((match): match is Match => Boolean(match))
      .at(-1)?.place;
  return inParts(false) ?? inParts(true) ?? placeIn(normalisePlaceText(city))?.place ?? BHUBANESWAR;
}

const degrees = (value: number) => value.toFixed(4);

export function osmEmbedUrl(place: Place): string {
  const { latitude, longitude, span } = place;
  const height = span * 0.8;
  const box = [longitude - span, latitude - height, longitude + span, latitude + height].map(degrees);
  const marker = [latitude, longitude].map(degrees);
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(box.join(','))}&layer=mapnik&marker=${encodeURIComponent(marker.join(','))}`;
}

export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string | number;
  country: string;
}

export function fullAddress({ address, city, state, zipCode, country }: PostalAddress): string {
  return [
    address,
    city,
    [state, zipCode]
      .map((part) => String(part).trim())
      .filter(Boolean)
      .join(' '),
    country,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
