import { MaxLength } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';

export enum CarrierValue {
  ROYAL_MAIL = 'royal_mail',
  DPD = 'dpd',
  DHL_EXPRESS = 'dhl_express',
  FEDEX = 'fedex',
  UPS = 'ups',
}

registerEnumType(CarrierValue, {
  name: 'Carrier',
  description: 'Who carries a dispatched parcel (insured, signed for).',
  valuesConfig: {
    ROYAL_MAIL: { description: 'Royal Mail Special Delivery.' },
    DPD: { description: 'DPD.' },
    DHL_EXPRESS: { description: 'DHL Express.' },
    FEDEX: { description: 'FedEx.' },
    UPS: { description: 'UPS.' },
  },
});

@InputType('DispatchOrderInput', { description: 'How a paid order was sent.' })
export class DispatchOrderInput {
  @Field(() => CarrierValue, { description: 'The carrier.' })
  carrier!: CarrierValue;

  @Field(() => String, { description: "The carrier's tracking number, 6 to 40 letters, digits or hyphens (spaces are ignored)." })
  @MaxLength(60)
  trackingNumber!: string;
}
