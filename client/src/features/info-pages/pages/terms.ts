import type { InfoPageContent } from '../content-types';

export const termsPage: InfoPageContent = {
  documentTitle: 'Terms and Conditions',
  eyebrow: 'Legal',
  title: 'Terms and Conditions',
  intro: 'The terms on which Aurum sells luxury watches and designer clothing through this website. Please read them before placing an order.',
  layout: 'document',
  blocks: [
    {
      kind: 'prose',
      heading: '1. About Us',
      paragraphs: [
        'This website is operated by Aurum, a retailer of new and authenticated pre-owned luxury watches and designer clothing, based in Mayfair, London, and trading since 2020. References to “we”, “us” and “our” are to Aurum; “you” means the person placing an order.',
        'You can reach us through our [contact page](/contact) or our concierge line, open 9:00–21:00 GMT every day.',
      ],
    },
    {
      kind: 'prose',
      heading: '2. Your Account',
      paragraphs: [
        'To place some orders and raise support requests you need an account. Accounts are activated once you have verified your email address and your phone number; see [account authentication](/authentication). Keep your password private: you are responsible for activity under your account.',
      ],
    },
    {
      kind: 'prose',
      heading: '3. Orders and Contract',
      paragraphs: [
        'Your order is an offer to buy. A contract is formed when we confirm dispatch by email. We may decline an order — for example if a piece is no longer available, if a price was shown in error, or if we cannot verify payment — and will refund anything you have paid.',
        'Product images are representations; pre-owned pieces are described with their condition grade, and we note any marks beyond normal wear.',
      ],
    },
    {
      kind: 'list',
      heading: '4. Prices and Payment',
      items: [
        'Prices are in pounds sterling (GBP) and include UK VAT at 20%.',
        'Delivery charges are shown before you pay; see [Shipping & Returns](/shipping-returns).',
        'Payment is taken by card when you place your order, through our secure, SSL-encrypted payment partner.',
        'Orders delivered outside the UK may attract import duties and local taxes, payable by the recipient.',
      ],
    },
    {
      kind: 'prose',
      heading: '5. Delivery',
      paragraphs: [
        'We aim to dispatch within 1-2 business days and to deliver within the times stated for your chosen service. Risk in the goods passes to you on delivery; ownership passes once we have received payment in full. Items over £10,000 are delivered by courier against a signature.',
      ],
    },
    {
      kind: 'prose',
      heading: '6. Your Right to Cancel',
      paragraphs: [
        'Under the Consumer Contracts Regulations you may cancel your order within **14 days** of the day you receive it, without giving a reason: this is the statutory cancellation period. Tell us of your decision, then return the goods unworn, in their original condition and packaging, within 14 days of telling us.',
        'We refund the price and the standard delivery charge **within 14 days** of receiving the goods back, to your original payment method. We may reduce the refund if the goods have been handled beyond what is needed to examine them.',
        'Made-to-order, engraved and personalised pieces cannot be cancelled once work has begun, unless they are faulty. This clause does not affect our own returns policy, which gives you **30 days** from delivery to return a piece, as described on our [Shipping & Returns](/shipping-returns) page.',
      ],
    },
    {
      kind: 'list',
      heading: '7. Warranty and Authenticity',
      items: [
        'New watches carry their manufacturer’s warranty of 2-5 years, depending on the maker.',
        'Certified pre-owned watches carry our 12-month warranty.',
        'Designer clothing and accessories are covered for 90 days against manufacturing defects.',
        'If any piece we sell is shown not to be authentic, we refund it in full and add £1,000 in store credit.',
      ],
      after: ['These promises are in addition to your statutory rights as a consumer, which are not affected.'],
    },
    {
      kind: 'prose',
      heading: '8. Marketplace Listings',
      paragraphs: [
        'Our marketplace lets verified sellers list pre-owned watches. Where you buy from a marketplace seller, your contract for the watch is with that seller; we authenticate the piece and handle payment and delivery as described at checkout.',
      ],
    },
    {
      kind: 'prose',
      heading: '9. Liability',
      paragraphs: [
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for loss that was not foreseeable, nor for business losses. Nothing in these terms limits our liability for death or personal injury caused by negligence, for fraud, or where the law does not allow it.',
      ],
    },
    {
      kind: 'prose',
      heading: '10. Law and Disputes',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction; if you live in Scotland or Northern Ireland you may also bring proceedings there. We may update these terms from time to time; the version in force when you order applies to that order.',
      ],
    },
  ],
};
