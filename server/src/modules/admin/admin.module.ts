import type { AppModule } from '../../common/app-module';
import { AuditResolver } from './audit.resolver';
import { DashboardResolver } from './dashboard.resolver';

/** The back office's overview and its audit trail of staff actions. */
export const adminModule: AppModule = {
  name: 'admin',
  resolvers: [DashboardResolver, AuditResolver],
};
