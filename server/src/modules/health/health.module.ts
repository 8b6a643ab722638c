import type { AppModule } from '../../common/app-module';
import { healthRoutes } from './health.routes';

/** GET /api/health: the database, and the catalogue engine when this process runs one. */
export const healthModule: AppModule = {
  name: 'health',
  setup({ catalogueEngine }) {
    return { routes: { api: [healthRoutes(catalogueEngine)] } };
  },
};
