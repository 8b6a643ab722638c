export { AdminPage, type AdminPageProps } from './admin-page';
export { ADMIN_NAV, type AdminNavItem } from './admin-nav';
