import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { mainNavigation } from './navigation';

export function MainNavLinks({
  listClassName,
  linkClassName,
  onNavigate,
}: {
  listClassName: string;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
