import { useNavigation } from 'react-router';

/**
 * A record page waits for its record before it shows (its title is the record's name), so the
 * page being left stays up meanwhile: this bar says the click was taken. It shows only after a
 * short delay (CSS), so a quick answer does not flash it.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="nav-progress">
      <span aria-hidden="true" />
    </div>
  );
}
