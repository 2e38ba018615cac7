import { Link } from 'react-router-dom';
import { company } from '../../config/company';
import { paths } from '../../config/paths';

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center" aria-label={`${company.name}, home`}>
      <img
        src={light ? '/brand/logo-light.svg' : company.logo}
        alt=""
        width={176}
        height={38}
        className="h-9 w-auto"
      />
    </Link>
  );
}
