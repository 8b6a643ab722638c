import { Field, Float, Int, ObjectType } from 'type-graphql';
import { inheritCache } from '../../graphql/cache-control';
import { Money } from '../../graphql/money.type';

@inheritCache()
@ObjectType('SignalTerm', { description: 'One measured input of a sub-score: its value, the points (0–100) it earned and its weight within the sub-score (docs/market-signals.md).' })
export class SignalTermView {
  @Field(() => String, { description: 'The sub-score it feeds: momentum, value, liquidity or risk.' })
  component!: string;

  @Field(() => String, { description: 'What was measured: return3m, return6m, return12m, vsLongRun, vsCatalogue, salesLast90Days, medianSpread, annualisedVolatility or maxDrawdown.' })
  input!: string;

  @Field(() => Float, { nullable: true, description: 'The measurement: a fraction (0.12 is 12 %) or, for salesLast90Days, a count. Null when the data cannot give it.' })
  value!: number | null;

  @Field(() => Float, { nullable: true, description: 'Points earned, 0–100; null when the term was left out (its weight goes to the others).' })
  points!: number | null;

  @Field(() => Float, { description: 'Weight of this term within its sub-score.' })
  weight!: number;
}

@inheritCache()
@ObjectType('MarketSignalInputs', { description: 'Everything a signal was computed from, so each number can be checked by hand.' })
export class MarketSignalInputsView {
  @Field(() => String, { description: 'The date the signal describes (YYYY-MM-DD): the newest sale in the market data.' })
  asOf!: string;

  @Field(() => String, { description: 'The data version (rules : market version : catalogue version) the signal was computed from.' })
  dataVersion!: string;

  @Field(() => Money, { description: 'Median price paid in the last 30 days (or the last month with sales).' })
  currentPrice!: Money;

  @Field(() => Money, { nullable: true, description: 'The same monthly median three months earlier.' })
  price3mAgo!: Money | null;

  @Field(() => Money, { nullable: true, description: 'The monthly median six months earlier.' })
  price6mAgo!: Money | null;

  @Field(() => Money, { nullable: true, description: 'The monthly median twelve months earlier.' })
  price12mAgo!: Money | null;

  @Field(() => Money, { description: 'Long-run level: the median of the monthly medians over up to 24 months.' })
  longRunPrice!: Money;

  @Field(() => Money, { nullable: true, description: 'Median asking price of this reference in our catalogue; null when we do not list it.' })
  catalogueAskingPrice!: Money | null;

  @Field(() => Int, { description: 'Sales recorded in the last 90 days.' })
  salesLast90Days!: number;

  @Field(() => Int, { description: 'Sales recorded in the last 12 months.' })
  salesLastYear!: number;

  @Field(() => [SignalTermView], { description: 'Every scored term of the four sub-scores.' })
  terms!: SignalTermView[];
}

@inheritCache()
@ObjectType('MarketSignal', { description: 'The market signal of one watch reference: four sub-scores, the overall score and its class.' })
export class MarketSignalView {
  @Field(() => Int, { description: 'Position by score, 1 = best.' })
  rank!: number;

  @Field(() => String, { description: 'Brand, e.g. "Rolex".' })
  brand!: string;

  @Field(() => String, { description: 'Model line, e.g. "Submariner Date".' })
  model!: string;

  @Field(() => String, { description: 'Manufacturer reference, e.g. "126610LN".' })
  reference!: string;

  @Field(() => Int, { description: 'Overall score 0–100: 0.45 momentum + 0.20 value + 0.15 liquidity + 0.20 × (100 − risk).' })
  score!: number;

  @Field(() => Int, { description: 'Momentum 0–100 from the 3-, 6- and 12-month price changes; 50 is flat.' })
  momentumScore!: number;

  @Field(() => Int, { description: 'Value 0–100: price against its own long-run level and against our asking price.' })
  valueScore!: number;

  @Field(() => Int, { description: 'Liquidity 0–100: how often it sells and how tight the spread between asks and prices paid is.' })
  liquidityScore!: number;

  @Field(() => Int, { description: 'Risk 0–100 (higher is riskier): volatility and the largest fall from a peak.' })
  riskScore!: number;

  @Field(() => String, { description: 'strong-buy, accumulate, hold, trim or avoid.' })
  classification!: string;

  @Field(() => Money, { description: 'Current market price (median paid in the last month with sales).' })
  marketPrice!: Money;

  @Field(() => MarketSignalInputsView, { description: 'What the signal was computed from (prices, counts, scored terms).' })
  inputs!: MarketSignalInputsView;
}

@inheritCache()
@ObjectType('MarketSignalList', { description: 'The top signals and how fresh the market data behind them is.' })
export class MarketSignalListView {
  @Field(() => [MarketSignalView], { description: 'Best first.' })
  signals!: MarketSignalView[];

  @Field(() => String, { nullable: true, description: 'Date of the newest sale in the market data (YYYY-MM-DD); null with no data.' })
  asOf!: string | null;

  @Field(() => Boolean, { description: 'True when the newest sale is more than 14 days old.' })
  dataStale!: boolean;
}

@ObjectType('MarketImportResult', { description: 'What a market price import added.' })
export class MarketImportResultView {
  @Field(() => Int, { description: 'References seen for the first time.' })
  referencesCreated!: number;

  @Field(() => Int, { description: 'Sales added.' })
  salesAdded!: number;

  @Field(() => Int, { description: 'Rows already in the database (re-importing a file adds nothing).' })
  salesSkipped!: number;
}
