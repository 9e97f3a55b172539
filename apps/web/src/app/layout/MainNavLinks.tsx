import { NavLink } from 'react-router';
import { mainNavItems } from './nav-items';

interface MainNavLinksProps {
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function MainNavLinks({ layout, onNavigate }: MainNavLinksProps) {
  const listClass = layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1';
  const itemClass = layout === 'row' ? 'px-3 py-2' : 'px-3 py-3 text-base';
  return (
    <ul className={listClass}>
      {mainNavItems.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-lg text-sm font-semibold transition-colors ${itemClass} ${
                isActive ? 'bg-brand-400/10 text-brand-300' : 'text-ink-200 hover:bg-ink-800 hover:text-white'
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
