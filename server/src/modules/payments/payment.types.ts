import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType('SimulatedCardInput', { description: 'A card for the simulated gateway. Never sent anywhere when Stripe is used.' })
export class SimulatedCardInput {
  @Field(() => String, { description: 'Card number; Stripe test numbers decide the outcome.' })
  @MaxLength(23)
  number!: string;

  @Field(() => String, { description: 'Expiry as MM/YY.' })
  @MaxLength(7)
  expiry!: string;

  @Field(() => String, { description: 'Security code, 3 or 4 digits.' })
  @MaxLength(4)
  cvc!: string;
}
