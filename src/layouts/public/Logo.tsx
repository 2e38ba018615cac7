import { Link } from 'react-router-dom';
import { company } from '../../config/company';
import { paths } from '../../config/paths';

/** The company logo, linking home; `light` for dark backgrounds, `belowFold` where it starts out of view. */
export function Logo({ light = false, belowFold = false }: { light?: boolean; belowFold?: boolean }) {
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center" aria-label={`${company.name}, home`}>
      <img
        src={light ? '/brand/logo-light.svg' : company.logo}
        alt=""
        width={176}
        height={38}
        loading={belowFold ? 'lazy' : undefined}
        className="h-9 w-auto"
      />
    </Link>
  );
}
