import { NavLink, Outlet } from 'react-router';
import { de } from '../../i18n/de';
import { adminSections } from './admin-sections';

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-white">{de.admin.title}</h1>
      <nav aria-label={de.admin.navigation} className="mt-6 overflow-x-auto border-b border-ink-800">
        <ul className="flex min-w-max gap-1">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path ? `/admin/${section.path}` : '/admin'}
                end={section.path === ''}
                className={({ isActive }) =>
                  `block border-b-2 px-3 py-2.5 text-sm font-semibold ${
                    isActive
                      ? 'border-brand-400 text-brand-300'
                      : 'border-transparent text-ink-300 hover:text-white'
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="py-8">
        <Outlet />
      </div>
    </div>
  );
}
