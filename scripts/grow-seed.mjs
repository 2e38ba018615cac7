/**
 * The demo seed (src/mocks/seed) grown to a catalogue of a given size, for
 * `npm run bench -- --scale` (scripts/bench-scale.mjs): N buildings, N lands, N/4 projects and
 * N/2 blog posts, the seed's records cycled. The first cycle is the seed as it is; every later
 * copy has its own 24-hex `_id` (the scheme of src/mocks/seed/ids.ts), its own name ('Green Valley
 * Residency 137': the seed's name and the record's place, from 1) and its own ids for any
 * sub-document that has one. Deterministic: the same seed and N give the same catalogue.
 *
 * Plain data in, plain data out (no import from src/), so the bench can grow the seed of an
 * older checkout whose records differ: a record without the expected name field keeps its name.
 */

/** The two-hex code of each collection, as src/mocks/seed/ids.ts names them. */
const COLLECTION_CODES = { buildings: 'b1', lands: 'c2', projects: 'd3', blogs: 'e4' };

/** Where each collection keeps its record's name. */
const NAME_PATHS = {
  buildings: ['generalInfo', 'BuildingsName'],
  lands: ['generalInfo', 'propertyName'],
  projects: ['projectName'],
  blogs: ['title'],
};

/** How many records of each collection a catalogue of size `n` has. */
export function catalogueSizes(n) {
  const size = Math.max(0, Math.floor(n));
  return {
    buildings: size,
    lands: size,
    projects: Math.max(1, Math.floor(size / 4)),
    blogs: Math.max(1, Math.floor(size / 2)),
  };
}

/** A 24-hex id: '65f0' (as the seed's), the collection's code, then `n` in hex. */
export function scaleId(code, n, prefix = '65f0') {
  const head = `${prefix}${code}`;
  return head + n.toString(16).padStart(24 - head.length, '0');
}

function nameOf(record, keys) {
  let value = record;
  for (const key of keys) value = value && typeof value === 'object' ? value[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function setName(record, keys, name) {
  let owner = record;
  for (const key of keys.slice(0, -1)) owner = owner[key];
  owner[keys.at(-1)] = name;
}

/** The first of `candidates(0)`, `candidates(1)`, ... that `taken` does not hold; then taken. */
function claim(taken, candidate) {
  for (let attempt = 0; ; attempt += 1) {
    const value = candidate(attempt);
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** Gives every nested `_id` (a sub-document's) of `record` a new id from `nextId`. */
function renewSubIds(value, nextId, depth = 0) {
  if (Array.isArray(value)) for (const item of value) renewSubIds(item, nextId, depth + 1);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_id' && depth > 0 && typeof inner === 'string') value[key] = nextId();
      else renewSubIds(inner, nextId, depth + 1);
    }
  }
}

/**
 * `count` records of one collection: the seed's cycled, each copy after the first cycle with its
 * own id, name and sub-document ids. An empty seed gives an empty list.
 */
export function growCollection(collection, seed, count) {
  const code = COLLECTION_CODES[collection];
  const namePath = NAME_PATHS[collection];
  if (!code || !namePath) throw new Error(`Unknown collection: ${collection}`);
  if (!seed.length) return [];
  const ids = new Set();
  const names = new Set();
  const subIds = new Set();
  // Sub-document ids of the kept seed records stay theirs.
  const collectSubIds = (value, depth = 0) => {
    if (Array.isArray(value)) for (const item of value) collectSubIds(item, depth + 1);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === '_id' && depth > 0 && typeof inner === 'string') subIds.add(inner);
        else collectSubIds(inner, depth + 1);
      }
  };
  let subCounter = 0;
  const nextSubId = () => claim(subIds, () => scaleId(code, (subCounter += 1), '65f1'));
  const records = [];
  for (let index = 0; index < count; index += 1) {
    const record = structuredClone(seed[index % seed.length]);
    const base = nameOf(record, namePath);
    if (index < seed.length) {
      record._id = claim(ids, (attempt) =>
        attempt === 0 && typeof record._id === 'string' && record._id
          ? record._id
          : scaleId(code, index + 1 + attempt * count),
      );
      collectSubIds(record);
      if (base !== undefined)
        setName(
          record,
          namePath,
          claim(names, (attempt) => (attempt === 0 ? base : `${base} ${index + 1}-${attempt}`)),
        );
    } else {
      record._id = claim(ids, (attempt) => scaleId(code, index + 1 + attempt * count));
      renewSubIds(record, nextSubId);
      if (base !== undefined)
        setName(
          record,
          namePath,
          claim(names, (attempt) =>
            attempt === 0 ? `${base} ${index + 1}` : `${base} ${index + 1}-${attempt}`,
          ),
        );
    }
    records.push(record);
  }
  return records;
}

/**
 * The catalogue of size `n` grown from `seed` ({ buildings, lands, projects, blogs }, as
 * src/mocks/db.ts seedData() answers): N buildings, N lands, N/4 projects, N/2 posts.
 */
export function growCatalogue(seed, n) {
  const sizes = catalogueSizes(n);
  return {
    buildings: growCollection('buildings', seed.buildings ?? [], sizes.buildings),
    lands: growCollection('lands', seed.lands ?? [], sizes.lands),
    projects: growCollection('projects', seed.projects ?? [], sizes.projects),
    blogs: growCollection('blogs', seed.blogs ?? [], sizes.blogs),
  };
}
