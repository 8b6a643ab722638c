import { Field, Int, ObjectType } from 'type-graphql';
import { inheritCache } from './cache-control';
import { CURRENCY, formatPence } from '../common/money';
import { PLAIN_DATA } from './plain-data';

@inheritCache()
@ObjectType('Money', { ...PLAIN_DATA, description: 'An amount of money in pounds sterling, held as integer pence.' })
export class Money {
  @Field(() => Int, { description: 'The amount in pence (minor units): 125000 is £1,250.00.' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217 currency code; always GBP.' })
  currencyCode!: string;

  @Field(() => String, { description: 'The amount formatted for people in en-GB, e.g. "£1,250.00".' })
  formatted!: string;

  static ofPence(pence: number): Money {
    return { amount: pence, currencyCode: CURRENCY, formatted: formatPence(pence) };
  }
}
