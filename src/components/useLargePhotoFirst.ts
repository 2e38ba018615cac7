import { useReducer } from 'react';

/**
 * The large photo first: a gallery's thumbnails ask for nothing until it has arrived. On a phone's
 * connection they would share the line with it (a building's one thumbnail on a phone is the same
 * photo, smaller), and it is what the visitor looks at first. They show the quiet colour until then.
 */
export function useLargePhotoFirst() {
  const [arrived, largePhotoArrived] = useReducer(() => true, false);
  return { thumbnailsHeld: !arrived, largePhotoArrived };
}
