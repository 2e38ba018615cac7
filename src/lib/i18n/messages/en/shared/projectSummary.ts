/**
 * A project in a sentence, in English: part of the project catalogue, and what code that must
 * speak English (build-time meta, a share from an English page) uses without loading the catalogue.
 */
export default {
  typed: '{name}: a {type} project by Kalinga Habitats in {place}.',
  untyped: '{name}: a project by Kalinga Habitats in {place}.',
  /** The place when the project gives none. */
  place: 'Bhubaneswar',
  completed: '{status} in {year}.',
  due: '{status}, due in {year}.',
  undated: '{status}.',
} as const;
