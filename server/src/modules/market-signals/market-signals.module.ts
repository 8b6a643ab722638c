import type { AppModule } from '../../common/app-module';
import { MarketImportService } from './market-import.service';
import { MarketSale } from './market-sale.entity';
import { MarketSignal } from './market-signal.entity';
import { MarketState } from './market-state.entity';
import { MarketResolver } from './market.resolver';
import { marketRoutes } from './market.routes';
import { SignalsService } from './signals.service';
import { WatchReference } from './watch-reference.entity';

declare module '../../common/request-context' {
  interface Services {
    signals: SignalsService;
    marketImport: MarketImportService;
  }
}

/** Watch market signals: reference prices and sales, imported and summarised. */
export const marketSignalsModule: AppModule = {
  name: 'market-signals',
  entities: [WatchReference, MarketSale, MarketState, MarketSignal],
  resolvers: [MarketResolver],
  setup() {
    return {
      services: { signals: ({ em }) => new SignalsService(em), marketImport: ({ em }) => new MarketImportService(em) },
      routes: { api: [marketRoutes()] },
    };
  },
};
