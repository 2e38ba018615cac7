import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { compareList, sameRef, useCompareList } from '@/features/compare/compareList';
import { CompareTray, TraySpace } from '@/features/compare/components/CompareTray';
import { englishPath } from '@/lib/i18n/languages';
import { refsParam } from '@/lib/listingRef';
import { useComparedListings } from './useComparedListings';

/**
 * The compare tray of the public pages, with the chosen listings read by id. Loaded only once
 * something is chosen (the public layout asks useCompareChosen), and not shown on the comparison
 * itself, which shows the same listings whole.
 */
export default function PublicCompareTray() {
  const { pathname } = useLocation();
  const chosen = useCompareList();
  const columns = useComparedListings(chosen);
  const kind = chosen[0]?.kind;
  if (!kind || englishPath(pathname) === paths.compare) return null;
  return (
    <>
      <TraySpace />
      <CompareTray
        kind={kind}
        columns={columns}
        compareTo={`${paths.compare}?ids=${refsParam(chosen)}`}
        onRemove={(column) => compareList.write(chosen.filter((ref) => !sameRef(ref, column.ref)))}
        onClear={() => compareList.write([])}
      />
    </>
  );
}
