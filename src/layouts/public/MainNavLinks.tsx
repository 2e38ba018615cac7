import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
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
  const shell = useMessages('shell');
  const local = useLocalPath();
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={local(item.to)}
            end={item.to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {shell.nav[item.key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
