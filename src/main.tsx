import { preloadOpenedPage } from './app/routePreload';
import { runSplash } from './app/splash';
import './index.css';

/*
 * The entry is kept tiny, with no framework in its imports, so it runs as soon as it arrives:
 * the splash starts, the opened page's code is asked for beside the framework (index.html
 * preloads the framework itself), and the app renders once its code is in.
 */
runSplash();
preloadOpenedPage(window.location.pathname);
import('./app/renderApp')
  .then(({ renderApp }) => renderApp())
  .catch((error: unknown) => console.error('The app could not start', error));
