import { Link } from 'react-router';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';

/** `belowFold`: the browser's own lazy loading would fetch the footer's logo with the page's first files. */
export function Logo({ light = false, belowFold = false }: { light?: boolean; belowFold?: boolean }) {
  const [ref, near] = useNearViewport<HTMLImageElement>(LOAD_AHEAD_PX, belowFold);
  const shell = useMessages('shell');
  const local = useLocalPath();
  return (
    <Link
      to={local(paths.home)}
      className="inline-flex shrink-0 items-center"
      aria-label={fill(shell.homeLink, { company: company.name })}
    >
      <img
        ref={ref}
        src={belowFold && !near ? undefined : light ? '/brand/logo-light.svg' : company.logo}
        alt=""
        width={176}
        height={38}
        className="h-9 w-auto"
      />
    </Link>
  );
}
