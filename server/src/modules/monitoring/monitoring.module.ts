import type { AppModule } from '../../common/app-module';
import { ClientErrorReport } from './client-error-report.entity';
import { monitoringRoutes } from './monitoring.routes';
import { MonitoringService } from './monitoring.service';
import { WebVitalReport } from './web-vital-report.entity';

declare module '../../common/request-context' {
  interface Services {
    monitoring: MonitoringService;
  }
}

/** What browsers report: web vitals and client errors. */
export const monitoringModule: AppModule = {
  name: 'monitoring',
  entities: [WebVitalReport, ClientErrorReport],
  setup() {
    return {
      services: { monitoring: ({ em }) => new MonitoringService(em) },
      // Before the shared JSON parser: monitoring reads its bodies itself (8 KB, text/plain beacons too), after its rate limit.
      routes: { rawApi: [monitoringRoutes()] },
    };
  },
};
