import { Route, Routes } from 'react-router';
import HomePage from '../routes/home';
import { Layout } from './layout/layout';
import { lazyPage } from './lazy-page';

// Home ships in the entry chunk (it is the landing page); every other page is its own chunk.
const notFound = lazyPage(() => import('../routes/not-found'));

/**
 * The route table (accounts-support-info.md §2). Declarative routes rather
 * than a data router: no page needs loaders, and it keeps ~17 KB gzipped off
 * the entry chunk.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
