/** Where `react-router build` writes (the tests and the bench pass their own in BUILD_DIR). */
export const BUILD_DIRECTORY = process.env.BUILD_DIR || 'dist';
