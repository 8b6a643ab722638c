import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ProductView } from '../catalog/product.types';

@InputType('StyleConsultationInput', {
  description:
    'The answers sent by the style consultation (§3 "Consultation request") plus, through this operation only, gender and preferences, which shape the picks. Every field is checked by the server with the spec’s messages; age and occasions stay in the browser.',
})
export class StyleConsultationInput {
  @Field(() => String, { nullable: true, description: 'watches or clothing.' })
  interest?: string | null;

  @Field(() => String, { nullable: true, description: 'Budget range: 1000-5000, 5000-15000, 15000-50000, 50000-100000 or 100000+ (the labels "£1,000-£5,000"… work too).' })
  budget?: string | null;

  @Field(() => String, { nullable: true, description: 'Personal style: classic, modern, luxury, sporty, vintage or minimalist.' })
  style?: string | null;

  @Field(() => String, { nullable: true, description: 'How you live, in your own words (at least 10 characters).' })
  lifestyle?: string | null;

  @Field(() => String, { nullable: true, description: 'Risk appetite: conservative, balanced (default) or aggressive.' })
  risk?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'male, female, non-binary or prefer-not-to-say. A male profile gets no women’s pieces and a female one no men’s (unisex pieces always), unless includeAllGenders.',
  })
  gender?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True to see pieces made for any gender whatever the gender given (default false).' })
  includeAllGenders?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Brands, materials, styles and colours the shopper likes, in their own words (10 to 1000 characters). Named ones are favoured; ones after "no", "not", "avoid", "without"… are left out.',
  })
  preferences?: string | null;
}

@ObjectType('ConsultationAllocation', { description: 'How the plan splits the budget, in percent (sums to 100); set by the risk appetite.' })
export class ConsultationAllocationView {
  @Field(() => Int, { description: 'Core holdings: established, liquid, calm pieces.' })
  core!: number;

  @Field(() => Int, { description: 'Growth: pieces with rising prices.' })
  growth!: number;

  @Field(() => Int, { description: 'Speculative: value plays and higher-risk pieces.' })
  speculative!: number;
}

@ObjectType('ConsultationItem', { description: 'One line of a report section (§3 "Item").' })
export class ConsultationItemView {
  @Field(() => String, { description: 'What it is, e.g. "Rolex Submariner Date".' })
  label!: string;

  @Field(() => String, { description: 'Manufacturer reference (watches) or our SKU (clothing).' })
  reference!: string;

  @Field(() => Int, { description: 'Signal score (watches) or match score (clothing), 0–100.' })
  score!: number;

  @Field(() => String, { description: 'Watches: the market signal (strong-buy, accumulate, hold, trim or avoid). Clothing: the fit (excellent-fit, good-fit or fair-fit).' })
  classification!: string;

  @Field(() => String, { description: 'The facts behind it, e.g. "12-month +18.4%, 3-month +3.1% · 41 sales in 90 days · market £13,400.00".' })
  note!: string;
}

@ObjectType('ConsultationSection', { description: 'A titled group of report items.' })
export class ConsultationSectionView {
  @Field(() => String, { description: 'e.g. "Core Holdings" or "Wardrobe Foundations".' })
  title!: string;

  @Field(() => [ConsultationItemView], { description: 'The items, best first (for "References to Avoid": worst first).' })
  items!: ConsultationItemView[];
}

@ObjectType('ConsultationMetadata', { description: 'When the report was written and how fresh its market data is.' })
export class ConsultationMetadataView {
  @Field(() => GraphQLDateTimeISO, { description: 'When the report was generated.' })
  generatedAt!: Date;

  @Field(() => Boolean, { description: 'True when the newest market sale is more than 14 days old (shown as "Stale Data").' })
  dataStale!: boolean;

  @Field(() => String, { nullable: true, description: 'Date of the newest market sale (YYYY-MM-DD).' })
  marketDataAsOf!: string | null;
}

@ObjectType('RecommendedProduct', { description: 'A catalogue product the consultation recommends, with why.' })
export class RecommendedProductView {
  @Field(() => ProductView, { description: 'The product (link it to /product/{id}).' })
  product!: ProductView;

  @Field(() => Int, { description: 'How well it fits, 0–100.' })
  matchScore!: number;

  @Field(() => [String], { description: 'Why it was chosen: style, lifestyle, market signal, budget.' })
  reasons!: string[];

  @Field(() => Boolean, { description: 'False for a piece below the budget range, offered only when the range holds too few.' })
  inBudget!: boolean;
}

@ObjectType('StyleConsultation', { description: 'The consultation report (§3 "Consultation response").' })
export class StyleConsultationView {
  @Field(() => String, { description: 'The recommended products as text.' })
  productRecommendations!: string;

  @Field(() => [RecommendedProductView], { description: 'The same recommendations as catalogue products.' })
  products!: RecommendedProductView[];

  @Field(() => String, { description: 'Summary narrative.' })
  analysis!: string;

  @Field(() => String, { description: 'How and when the plan is reviewed.' })
  followUpPlan!: string;

  @Field(() => [String], { description: 'What to do next.' })
  nextSteps!: string[];

  @Field(() => ConsultationAllocationView, { description: 'Core / growth / speculative split.' })
  allocation!: ConsultationAllocationView;

  @Field(() => [ConsultationSectionView], { description: 'Report sections with their items.' })
  sections!: ConsultationSectionView[];

  @Field(() => ConsultationMetadataView, { description: 'Generation time and data freshness.' })
  metadata!: ConsultationMetadataView;

  @Field(() => Int, { nullable: true, description: 'Id of the copy saved to your account when you were signed in; null for visitors.' })
  savedId!: number | null;
}

@ObjectType('StyleConsultationResult', { description: 'The answer to a consultation request.' })
export class StyleConsultationResultView {
  @Field(() => Boolean, { description: 'Always true when a report is returned (failures are GraphQL errors).' })
  success!: boolean;

  @Field(() => StyleConsultationView, { description: 'The report.' })
  consultation!: StyleConsultationView;
}

@ObjectType('SavedConsultationAnswers', { description: 'The answers a saved report came from.' })
export class SavedConsultationAnswersView {
  @Field(() => String, { description: 'watches or clothing.' })
  interest!: string;

  @Field(() => String, { description: 'Budget option value, e.g. 5000-15000.' })
  budget!: string;

  @Field(() => String, { description: 'Personal style.' })
  style!: string;

  @Field(() => String, { description: 'Lifestyle, in the customer’s words.' })
  lifestyle!: string;

  @Field(() => String, { description: 'Risk appetite.' })
  risk!: string;
}

@ObjectType('SavedConsultation', { description: 'A consultation report saved to the signed-in customer’s account.' })
export class SavedConsultationView {
  @Field(() => Int, { description: 'Its id.' })
  id!: number;

  @Field(() => GraphQLDateTimeISO, { description: 'When it was saved.' })
  createdAt!: Date;

  @Field(() => SavedConsultationAnswersView, { description: 'The answers it came from.' })
  answers!: SavedConsultationAnswersView;

  @Field(() => StyleConsultationView, { description: 'The report as written then (products as they are now; removed ones drop out).' })
  consultation!: StyleConsultationView;
}
