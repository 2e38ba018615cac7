import { createElement, lazy, type ComponentType } from 'react';
import { LoadedNearViewport } from './LoadedNearViewport';

/**
 * A section low on a page whose code, and what it fetches, loads only as the visitor nears it:
 * `load` imports the module whose default export draws it.
 */
export function lazyNearViewport<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Section = lazy(load);
  return function NearViewport(props: Props) {
    return createElement(LoadedNearViewport, null, createElement(Section, props));
  };
}
