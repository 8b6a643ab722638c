import type { AppModule } from '../../common/app-module';
import { InsightsResolver } from './insights.resolver';
import { InsightsService } from './insights.service';
import { ProductInterestDay } from './product-interest-day.entity';

declare module '../../common/request-context' {
  interface Services {
    /** The insights cards (admins) and the product interest counters (everyone). */
    insights: InsightsService;
  }
}

/** Insights for staff, and the product interest counters behind them. */
export const insightsModule: AppModule = {
  name: 'insights',
  entities: [ProductInterestDay],
  resolvers: [InsightsResolver],
  setup() {
    return { services: { insights: ({ em, services }) => new InsightsService(em, services.signals) } };
  },
};
