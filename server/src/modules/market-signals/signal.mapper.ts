import { penceToPounds } from '../../common/money';
import { Money } from '../../graphql/money.type';
import type { MarketSignalView } from './market.types';
import type { RankedSignal } from './signals.service';

/** One shape for both faces of a signal; only the money representation differs. */
function signalShape<M>(signal: RankedSignal, money: (pence: number) => M) {
  const { facts } = signal;
  const maybe = (pence: number | null) => (pence === null ? null : money(pence));
  return {
    rank: signal.rank,
    brand: signal.brand,
    model: signal.model,
    reference: signal.reference,
    score: signal.score,
    momentumScore: signal.momentumScore,
    valueScore: signal.valueScore,
    liquidityScore: signal.liquidityScore,
    riskScore: signal.riskScore,
    classification: signal.classification,
    marketPrice: money(facts.currentPricePence),
    inputs: {
      asOf: facts.asOf,
      dataVersion: signal.dataVersion,
      currentPrice: money(facts.currentPricePence),
      price3mAgo: maybe(facts.price3mAgoPence),
      price6mAgo: maybe(facts.price6mAgoPence),
      price12mAgo: maybe(facts.price12mAgoPence),
      longRunPrice: money(facts.longRunPricePence),
      catalogueAskingPrice: maybe(facts.catalogueAskPence),
      salesLast90Days: facts.salesLast90Days,
      salesLastYear: facts.salesLastYear,
      terms: signal.terms,
    },
  };
}

/** The REST view of a signal (accounts-support-info.md §3 "Signal"), prices in pounds; inputs only on request. */
export function toSignalJson(signal: RankedSignal, detail: boolean) {
  const { inputs, ...json } = signalShape(signal, penceToPounds);
  return detail ? { ...json, inputs } : json;
}

/** The GraphQL view of a signal, prices as Money. */
export function toSignalView(signal: RankedSignal): MarketSignalView {
  return signalShape(signal, Money.ofPence);
}
