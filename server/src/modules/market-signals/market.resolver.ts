import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { cacheFor } from '../../graphql/cache-control';
import { parseSignalsLimit } from './signal-params';
import { SIGNALS_DEFAULT_LIMIT } from './signals.service';
import { MarketImportResultView, MarketSignalListView } from './market.types';
import { toSignalView } from './signal.mapper';

@Resolver()
export class MarketResolver {
  @cacheFor(60)
  @Query(() => MarketSignalListView, { description: 'The watch references with the best market signals (GET /api/investment/watches/signals/top).' })
  async marketSignals(
    @Arg('limit', () => Int, { defaultValue: SIGNALS_DEFAULT_LIMIT, description: 'How many, 1–100 (default 15).' }) limit: number,
    @Ctx() { services }: RequestContext,
  ): Promise<MarketSignalListView> {
    const [signals, freshness] = await Promise.all([services.signals.topSignals(parseSignalsLimit(limit)), services.signals.freshness()]);
    return { signals: signals.map(toSignalView), asOf: freshness.asOf, dataStale: freshness.dataStale };
  }

  @Authorized('admin')
  @Mutation(() => MarketImportResultView, {
    description: 'Admins only: adds watch market sales from CSV text (brand,model,reference,date,price[,ask]; prices in pounds; see docs/market-signals.md). Any invalid line imports nothing and fails with BAD_USER_INPUT listing the lines.',
  })
  async importMarketPrices(
    @Arg('csv', () => String, { description: 'The CSV file’s text, header line first.' }) csv: string,
    @Ctx() { services }: RequestContext,
  ): Promise<MarketImportResultView> {
    return services.marketImport.importCsv(csv);
  }
}
