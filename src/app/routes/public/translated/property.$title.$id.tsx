// A building's page in Odia and Hindi: the English route's screen, opened in the browser only (no
// build writes it, so it has no build-time loader: React Router refuses one on a page it does not
// pre-render). Decision 0082 in docs/decisions.
export { clientLoader, meta, default } from '../property.$title.$id/route';
