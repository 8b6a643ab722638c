import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { formatPence } from '../../common/money';
import type { InsightCard, InsightFigure } from './insight-card';

export enum ProductInterestKindValue {
  VIEW = 'view',
  CART_ADD = 'cart_add',
}

registerEnumType(ProductInterestKindValue, { name: 'ProductInterestKind', description: 'What a shopper did with a product: opened its page, or put it in the cart.' });

@ObjectType('InsightFigure', { description: 'A number an insight card read, with what it measures.' })
export class InsightFigureView {
  @Field(() => String, { description: 'What the number is, e.g. "Views".' })
  label!: string;

  @Field(() => Float, { description: 'The number (pence for money, percent points for differences).' })
  value!: number;

  @Field(() => String, { description: 'count, pence, days or percent.' })
  unit!: string;

  @Field(() => String, { description: 'The number for people, e.g. "£12,500.00" or "+12.5%".' })
  formatted!: string;
}

@ObjectType('InsightItem', { description: 'A product an insight card points at, with the numbers behind it.' })
export class InsightItemView {
  @Field(() => ID, { description: 'Product id.' })
  productId!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { description: 'Brand.' })
  brand!: string;

  @Field(() => String, { nullable: true, description: 'A size or a reference, when the card is about one.' })
  detail!: string | null;

  @Field(() => String, { description: 'One line built only from the figures.' })
  headline!: string;

  @Field(() => [InsightFigureView], { description: 'The numbers the line came from.' })
  figures!: InsightFigureView[];
}

@ObjectType('InsightCard', { description: 'One "what to do next" card, traced to the data it read.' })
export class InsightCardView {
  @Field(() => String, { description: 'viewed_not_bought, carted_not_bought, running_out, market_price or sold_out_sizes.' })
  id!: string;

  @Field(() => String, { description: 'Card title.' })
  title!: string;

  @Field(() => String, { description: 'What to do about the products listed.' })
  advice!: string;

  @Field(() => String, { description: 'Which numbers the card came from: tables, window and thresholds.' })
  basis!: string;

  @Field(() => String, { description: 'What to say when no product meets the rule.' })
  emptyText!: string;

  @Field(() => [InsightItemView], { description: 'The products that meet the rule, most pressing first.' })
  items!: InsightItemView[];
}

@ObjectType('Insights', { description: 'The insights screen (the AI admin screen): cards computed from the shop’s data in SQL.' })
export class InsightsView {
  @Field(() => Int, { description: 'Days of data the cards read.' })
  windowDays!: number;

  @Field(() => GraphQLDateTimeISO, { description: 'When they were computed.' })
  generatedAt!: Date;

  @Field(() => [InsightCardView], { description: 'The cards.' })
  cards!: InsightCardView[];
}

function formatFigure(figure: InsightFigure): string {
  if (figure.unit === 'pence') return formatPence(figure.value);
  if (figure.unit === 'percent') return `${figure.value > 0 ? '+' : ''}${figure.value}%`;
  if (figure.unit === 'days') return `${figure.value} ${figure.value === 1 ? 'day' : 'days'}`;
  return new Intl.NumberFormat('en-GB').format(figure.value);
}

export function toInsightCardView(card: InsightCard): InsightCardView {
  return {
    ...card,
    items: card.items.map((item) => ({ ...item, productId: String(item.productId), figures: item.figures.map((figure) => ({ ...figure, formatted: formatFigure(figure) })) })),
  };
}
