import { GraphQLDateTimeISO } from 'graphql-scalars';
import { MaxLength } from 'class-validator';
import { Authorized, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/money.type';

@InputType('RefundLineInput', { description: 'A line of an order to refund or return: the product, its size when it has one, and how many (1 to what is left of the line).' })
export class RefundLineInput {
  @Field(() => ID, { description: 'The product of the order line.' })
  productId!: string;

  @Field(() => String, { nullable: true, description: 'The size of the order line, for clothing.' })
  @MaxLength(16)
  size?: string | null;

  @Field(() => Int, { description: 'How many to refund: 1 to the quantity not yet refunded.' })
  quantity!: number;
}

@ObjectType('OrderRefundLine', { description: 'A line given back in a refund, as it was sold.' })
export class OrderRefundLineView {
  @Field(() => ID, { description: 'The product.' })
  productId!: string;

  @Field(() => String, { description: 'Product name when sold.' })
  name!: string;

  @Field(() => String, { description: 'Brand when sold.' })
  brand!: string;

  @Field(() => String, { nullable: true, description: 'Size, if any.' })
  size!: string | null;

  @Field(() => Int, { description: 'How many were refunded.' })
  quantity!: number;

  @Field(() => Money, { description: 'Unit price paid × quantity.' })
  amount!: Money;
}

@ObjectType('OrderRefund', { description: 'One refund of an order (a credit note): the lines, the amount with the VAT it contains, and when.' })
export class OrderRefundView {
  @Field(() => ID, { description: 'The refund (credit note) id.' })
  id!: string;

  @Field(() => Money, { description: 'How much was given back (VAT included).' })
  amount!: Money;

  @Field(() => Money, { description: 'The VAT contained in the amount (20 %).' })
  vat!: Money;

  @Field(() => [OrderRefundLineView], { description: 'What was refunded.' })
  lines!: OrderRefundLineView[];

  @Field(() => GraphQLDateTimeISO, { description: 'When.' })
  refundedAt!: Date;

  @Authorized('admin')
  @Field(() => String, { description: 'Staff only: why.' })
  reason!: string;

  @Authorized('admin')
  @Field(() => String, { nullable: true, description: 'Staff only: the email of the admin who refunded.' })
  refundedBy!: string | null;

  @Authorized('admin')
  @Field(() => Boolean, { description: 'Staff only: whether the items went back on sale.' })
  restocked!: boolean;

  @Authorized('admin')
  @Field(() => String, { description: "Staff only: the payment provider's refund id (re_…)." })
  gatewayReference!: string;
}
