import type { Block } from '../../content-types';

/**
 * Delivery, as both sets of the shop's copy describe it (§9): the everyday
 * services and the insured priority courier. Shared by /shipping-returns and
 * /shipping-info.
 */
export const shippingBlocks: Block[] = [
  {
    kind: 'table',
    eyebrow: 'Delivery',
    heading: 'Standard & Scheduled Delivery',
    intro: 'Our everyday services, tracked from our Mayfair dispatch room to your door.',
    caption: 'Standard and scheduled delivery rates',
    columns: ['Service', 'Destination', 'Delivery time', 'Cost'],
    rows: [
      ['Standard', 'United Kingdom', '3-5 business days', 'Complimentary on orders over £500'],
      ['Express', 'United Kingdom', '1-2 days', '£25'],
      ['Same Day', 'London only, ordered before 10am', 'The same day', '£50'],
      ['Europe', 'European countries', '3-5 days', '£20'],
      ['North America', 'United States and Canada', '5-7 days', '£35'],
      ['Rest of World', 'All other destinations', '7-10 days', '£45'],
    ],
    note: 'Items valued over **£10,000** travel by specialist courier and are released only against a signature. Where our collection pages offer complimentary worldwide shipping on orders over £500, it is applied at checkout.',
  },
  {
    kind: 'table',
    tone: 'parchment',
    eyebrow: 'Priority Courier',
    heading: 'Express & Priority Delivery',
    intro: 'For the moments that cannot wait: our insured priority courier, signed for on arrival.',
    caption: 'Express and priority courier rates',
    columns: ['Service', 'Delivery time', 'Cost', 'Order by'],
    rows: [
      ['UK Next Day', 'Next business day', '£15', 'Orders placed before 2 PM'],
      ['Europe Express', '2-3 days', '£25', 'Dispatched the same or next business day'],
      ['Worldwide Express', '3-5 days', '£45', 'Dispatched the same or next business day'],
    ],
    note: 'Orders are dispatched within 1-2 business days. We ship to over 100 countries, every parcel with signature on delivery and full insurance in transit.',
  },
  {
    kind: 'list',
    heading: 'Good to Know',
    items: [
      'Every order is tracked; your tracking link arrives by email as soon as your parcel leaves us.',
      'Parcels are discreetly packaged, with no indication of their contents on the outside.',
      'Prices are in pounds sterling (GBP) and include UK VAT at 20%. Deliveries outside the UK may be subject to import duties and local taxes, payable by the recipient.',
      'Bracelet resizing is complimentary with any purchase; resized pieces are dispatched once our workshop has fitted them.',
    ],
  },
];
