import { useNavigation } from 'react-router';

// A record page waits for its record before it shows (its title is the record's name), so the page
// being left stays up meanwhile: this bar says the click was taken. CSS delays it, so a quick answer
// does not flash it.
export function NavigationProgress() {
  return useNavigation().state === 'loading' ? (
    <div role="progressbar" aria-label="Loading page" className="nav-progress" />
  ) : null;
}
