/**
 * The one test-utils module: unit and integration tests import every helper from here
 * (`@tests/test-utils`, tsconfig.json's paths and scripts/src-alias.mjs). A file per topic:
 *
 * - render.tsx: renderApp (the real route table in memory) and signIn (the demo admin's session);
 * - routeTree.tsx: src/app/routes.ts as the router's route objects, for renderApp;
 * - page.ts: openPage, the heading outline, a table's rows; pager.ts: a list's page buttons;
 * - scroll.ts: the window's scroll position and the app's scrolls (watchScroll);
 * - capture.ts: record what a call sent and answer it (json, text, networkError, noAnswer, ...);
 * - calls.ts: the table test of a feature's api calls;
 * - answers.ts: awkward answers from the demo backend (answer, hold, countCalls, gate, loseAnswer);
 * - awkwardNames.ts: names and ids that make awkward file names, and seed records carrying them (e2e too);
 * - backend.ts: in-test backends for buildings, lands, projects and uploads;
 * - demoClient.ts: a fetch client for the demo backend's handlers;
 * - fixtures.ts: records as the backend sends them, and records made to order;
 * - fuzzText.ts: text in any script, with control characters, and formula-like cells, for fast-check;
 * - listingPages.ts: the seed listings the buyer tests open, and their addresses (e2e too).
 *
 * setup.ts is vitest's setup file, not a helper.
 */
export * from './answers';
export * from './awkwardNames';
export * from './backend';
export * from './calls';
export * from './capture';
export * from './demoClient';
export * from './fixtures';
export * from './fuzzText';
export * from './listingPages';
export * from './page';
export * from './pager';
export * from './render';
export * from './scroll';
