export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** Staff: what the product table shows. */
export type AdminProductFilterInput = {
  /** Maison or manufacturer. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  category?: InputMaybe<ProductCategory>;
  /** Shown in the featured collection. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only on sale (true) or only at full price (false). */
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name, brand or SKU. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Default: active. */
  status?: InputMaybe<AdminProductStatus>;
  /** Units in stock. */
  stock?: InputMaybe<AdminStockState>;
};

/** Staff: in the shop, archived, or both. */
export type AdminProductStatus =
  | 'ACTIVE'
  | 'ALL'
  | 'ARCHIVED';

/** Staff: in stock (1+), low (1 to 5) or sold out (0). */
export type AdminStockState =
  | 'IN_STOCK'
  | 'LOW'
  | 'SOLD_OUT';

/** What an alert is about: a price drop or a piece back in stock on the wishlist, or a listing a saved search found. */
export type AlertKind =
  | 'BACK_IN_STOCK'
  | 'PRICE_DROP'
  | 'SAVED_SEARCH';

/** Who may cache: any cache (PUBLIC) or only the asking user’s browser (PRIVATE). */
export type CacheControlScope =
  /** Only the user’s own browser may keep it. */
  | 'PRIVATE'
  /** Shared caches (CDNs) may keep it. */
  | 'PUBLIC';

/** Why an order was cancelled. */
export type CancellationReason =
  /** Cancelled by staff before dispatch; refunded and restocked. */
  | 'CANCELLED_BY_STAFF'
  /** The checkout was left unpaid until its hold on stock ran out; nothing was charged. */
  | 'CHECKOUT_EXPIRED'
  /** The shopper started a newer checkout instead. */
  | 'CHECKOUT_REPLACED'
  /** The payment provider could not open the payment. */
  | 'PAYMENT_SETUP_FAILED'
  /** The payment arrived after the stock was gone; it was refunded. */
  | 'SOLD_OUT_AFTER_PAYMENT';

/** Who carries a dispatched parcel (insured, signed for). */
export type Carrier =
  /** DHL Express. */
  | 'DHL_EXPRESS'
  /** DPD. */
  | 'DPD'
  /** FedEx. */
  | 'FEDEX'
  /** Royal Mail Special Delivery. */
  | 'ROYAL_MAIL'
  /** UPS. */
  | 'UPS';

/** Which department a listing shows. */
export type CategoryFilter =
  /** Watches and clothing. */
  | 'ALL'
  /** Clothing only. */
  | 'CLOTHING'
  /** Watches only. */
  | 'WATCHES';

/** Contact and shipping details for an order. */
export type CheckoutDetailsInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Town or city. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code, e.g. GB. */
  country: Scalars['String']['input'];
  /** Email for the confirmation. */
  email: Scalars['String']['input'];
  /** Recipient name. */
  name: Scalars['String']['input'];
  /** Phone, international (+44…) or UK national (07…). */
  phone: Scalars['String']['input'];
  /** Postcode (UK format when the country is GB). */
  postalCode: Scalars['String']['input'];
};

/** A cart line: which product, size and quantity. Prices come from the catalogue, never from here. */
export type CheckoutItemInput = {
  /** Product id. */
  productId: Scalars['ID']['input'];
  /** How many, 1 to 99. */
  quantity: Scalars['Int']['input'];
  /** Chosen size (clothing). */
  size?: InputMaybe<Scalars['String']['input']>;
};

/** A new email and/or phone, confirmed with the current password; each must be verified again. */
export type ContactChangeInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** New email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** New phone number in international format. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Which customers staff want to see. */
export type CustomerFilter = {
  /** Part of the email, name or phone. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only VIP clients. */
  vipOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How a paid order was sent. */
export type DispatchOrderInput = {
  /** The carrier. */
  carrier: Carrier;
  /** The carrier's tracking number, 6 to 40 letters, digits or hyphens (spaces are ignored). */
  trackingNumber: Scalars['String']['input'];
};

/** Staff’s decision on a dispute. */
export type DisputeOutcome =
  /** Refund the buyer in full (once the watch is returned). */
  | 'REFUND'
  /** Release the payment to the seller. */
  | 'RELEASE';

/** How a pre-owned watch has been kept. */
export type ListingCondition =
  | 'EXCELLENT'
  | 'FAIR'
  | 'GOOD'
  | 'NEW'
  | 'VERY_GOOD';

/** Where a listing is in its life: draft → pending review → live / rejected → reserved → sold / withdrawn. */
export type ListingStatus =
  | 'DRAFT'
  | 'LIVE'
  | 'PENDING_REVIEW'
  | 'REJECTED'
  | 'RESERVED'
  | 'SOLD'
  | 'WITHDRAWN';

/** Email and password; rememberMe keeps the session for 30 days. */
export type LoginInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
  /** Keep me signed in for 30 days (otherwise until the browser closes). */
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where an asking price sits against the market band of its reference. */
export type MarketPosition =
  | 'ABOVE_BAND'
  | 'BELOW_BAND'
  | 'WITHIN_BAND';

/** Where the watch is delivered (insured, signed for). */
export type MarketplaceDeliveryInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Town or city. */
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code, e.g. GB. */
  country: Scalars['String']['input'];
  /** Recipient name. */
  name: Scalars['String']['input'];
  /** Phone for the carrier, international (+44…) or UK national (07…). */
  phone: Scalars['String']['input'];
  /** Postcode (UK format when the country is GB). */
  postalCode: Scalars['String']['input'];
};

/** What to show of the marketplace: AND across groups, any of the values inside a group. */
export type MarketplaceFilterInput = {
  /** Only listings with both box and papers. */
  boxAndPapers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Brands, any of. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Conditions, any of. */
  conditions?: InputMaybe<Array<ListingCondition>>;
  /** Largest case size in mm. */
  maxCaseSizeMm?: InputMaybe<Scalars['Int']['input']>;
  /** Highest asking price, in pence (as Money.amount). */
  maxPricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Latest year. */
  maxYear?: InputMaybe<Scalars['Int']['input']>;
  /** Smallest case size in mm. */
  minCaseSizeMm?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest asking price, in pence (as Money.amount). */
  minPricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Earliest year. */
  minYear?: InputMaybe<Scalars['Int']['input']>;
  /** Brand, model or reference. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One seller's live listings. */
  sellerId?: InputMaybe<Scalars['ID']['input']>;
  /** Seller types, any of. */
  sellerTypes?: InputMaybe<Array<SellerType>>;
};

/** The viewer’s part in a marketplace order. */
export type MarketplaceOrderRole =
  | 'BUYER'
  | 'SELLER'
  | 'STAFF';

/** Which of the viewer’s marketplace orders: purchases or sales. */
export type MarketplaceOrderSide =
  | 'BUYER'
  | 'SELLER';

/** Where a marketplace order stands in escrow. */
export type MarketplaceOrderStatus =
  /** Delivered: the inspection period runs. */
  | 'DELIVERED'
  /** The buyer opened a dispute; staff decide it. */
  | 'DISPUTED'
  /** The reservation ended unpaid; nothing was charged. */
  | 'EXPIRED'
  /** Paid: the funds are held; the seller must ship. */
  | 'PAID'
  /** The proceeds were paid out to the seller. */
  | 'PAID_OUT'
  /** Checkout started: the listing is reserved and the payment awaited. */
  | 'PENDING'
  /** The buyer was refunded in full. */
  | 'REFUNDED'
  /** Accepted (or the inspection ended): the funds are in the seller’s balance. */
  | 'RELEASED'
  /** Shipped with insured delivery. */
  | 'SHIPPED';

/** The order of marketplace listings. */
export type MarketplaceSort =
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'YEAR_DESC';

/** A key to issue: who it is for, what it may read, and its budget. */
export type NewPartnerApiKeyInput = {
  /** Web origins whose pages may call the API with the key (CORS), e.g. https://shop.example.com; at most 10, none when not given. */
  allowedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Query cost per minute, 100 to 100,000 (30,000 when not given). */
  costPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** Who the key is for, e.g. "Chrono Partners Ltd — production". */
  label: Scalars['String']['input'];
  /** One or more of catalogue:read, marketplace:read, signals:read. */
  scopes: Array<Scalars['String']['input']>;
};

/** Which messages the account holder wants. */
export type NotificationPreferencesInput = {
  /** Wishlisted pieces (or sizes) back in stock, by email. Left out: unchanged. */
  backInStockEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Wishlisted pieces (or sizes) back in stock, in the notification centre. Left out: unchanged. */
  backInStockInApp?: InputMaybe<Scalars['Boolean']['input']>;
  /** News of collections, events and offers. */
  marketing: Scalars['Boolean']['input'];
  /** Emails about orders, shipping and returns. */
  orderUpdates: Scalars['Boolean']['input'];
  /** Price drops on wishlisted pieces, by email. Left out: unchanged. */
  priceDropEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Price drops on wishlisted pieces, in the notification centre. Left out: unchanged. */
  priceDropInApp?: InputMaybe<Scalars['Boolean']['input']>;
  /** New marketplace listings matching a saved search, by email. Left out: unchanged. */
  savedSearchEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** New marketplace listings matching a saved search, in the notification centre. Left out: unchanged. */
  savedSearchInApp?: InputMaybe<Scalars['Boolean']['input']>;
  /** SMS alerts for deliveries and appointments. */
  sms: Scalars['Boolean']['input'];
};

/** Proof that an order is the caller's: its number and access token (signed-in owners may omit the token). */
export type OrderAccessInput = {
  /** Order number, e.g. AUR-7K3M9Q2X. */
  number: Scalars['String']['input'];
  /** The orderToken given when the checkout started. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Where an order stands: pending → paid → fulfilled; cancelled; partially refunded or refunded. */
export type OrderStatus =
  /** Ended before dispatch: an expired or replaced checkout (nothing charged), a payment that came too late (refunded), or cancelled by staff (refunded). */
  | 'CANCELLED'
  /** Dispatched to the customer. */
  | 'FULFILLED'
  /** Payment received; being prepared for dispatch. */
  | 'PAID'
  /** Paid or dispatched, with some lines refunded; it can still be dispatched and refunded further. */
  | 'PARTIALLY_REFUNDED'
  /** Checkout started, stock held, payment not yet received. */
  | 'PENDING'
  /** Every line was refunded: the whole payment was given back. */
  | 'REFUNDED';

/** A seller's move on their own listing. */
export type OwnListingMove =
  | 'RELIST'
  | 'SUBMIT'
  | 'WITHDRAW';

/** Which slice of a listing: Load More uses offset 0, 12, 24… with limit 12; numbered pages use offset (page − 1) × 24. */
export type PageInput = {
  /** Items to return (1–100). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Items to skip (at most 10000). */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A new password, confirmed with the current one. Other browsers are signed out. */
export type PasswordChangeInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** At least 8 characters with upper and lower case, a digit and one of @$!%*?&. */
  password: Scalars['String']['input'];
};

/** The outcome of one payment attempt. */
export type PaymentAttemptStatus =
  /** Declined or refused: the customer may try again. */
  | 'FAILED'
  /** Paid: the order is confirmed. */
  | 'SUCCEEDED';

/** Who takes card payments. */
export type PaymentProvider =
  /** The built-in offline gateway (no Stripe keys set): Stripe test card numbers, nothing is charged. */
  | 'SIMULATED'
  /** Stripe PaymentIntents through Stripe.js Elements. */
  | 'STRIPE';

/** Where the customer's money stands, whatever the order's status. */
export type PaymentStatus =
  /** The payment was received and is kept. */
  | 'PAID'
  /** The payment was given back in full. */
  | 'REFUNDED'
  /** Nothing has been charged. */
  | 'UNPAID';

/** The two departments of the shop. */
export type ProductCategory =
  /** Designer clothing and accessories. */
  | 'CLOTHING'
  /** Luxury watches, new and pre-owned. */
  | 'WATCHES';

/** Filters of a listing; groups combine with AND, values within a group with OR (tags: all must match). */
export type ProductFilterInput = {
  /** Only watches with their box and papers. */
  boxAndPapers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Brands, any of. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Watch case materials, any of: Stainless Steel, Titanium, Gold, Platinum, Ceramic, Bronze, Carbon Fiber. */
  caseMaterials?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Largest watch case diameter in mm (30–50). */
  caseSizeMax?: InputMaybe<Scalars['Int']['input']>;
  /** Smallest watch case diameter in mm (30–50). */
  caseSizeMin?: InputMaybe<Scalars['Int']['input']>;
  /** Department; all by default. */
  category?: InputMaybe<CategoryFilter>;
  /** Colours, any of: Black, Blue, Gray, White, Brown, Green, Red, Beige, Navy. */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Watch dial colours, any of: Black, Blue, White, Silver, Green, Gold, Brown, Gray. */
  dialColors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Clothing fits, any of: Slim, Regular, Relaxed, Tailored, Oversized, Athletic. */
  fits?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only products in stock. */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only limited editions. */
  limitedEdition?: InputMaybe<Scalars['Boolean']['input']>;
  /** Materials, any of. */
  materials?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Highest price a shopper pays now (currentPrice), in pence as Money.amount; REST maxPrice is in pounds. */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest price a shopper pays now (currentPrice), in pence as Money.amount; REST minPrice is in pounds. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Watch movements, any of: Automatic, Manual, Quartz, Spring Drive, Kinetic, Solar. */
  movements?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only products on sale (with a sale price below the price). */
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** Search text: name, brand, model, reference, SKU, materials, description. Tolerates typos. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Clothing seasons, any of: Spring, Summer, Fall, Winter, All-Season. */
  seasons?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Clothing sizes available now, any of: XS, S, M, L, XL, XXL, 3XL. */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Watch straps, any of: Leather, Metal Bracelet, Rubber, NATO, Fabric, Alligator, Silicone. */
  straps?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Clothing styles, any of: Formal, Casual, Business, Evening, Sport, Outerwear, Accessories. */
  styles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Tags, all of: New Arrivals, Men, Women, Luxury, Vintage, Designer. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Watch water resistance buckets, any of: 30m, 50m, 100m, 200m, 300m, 500m, 1000m+. */
  waterResistances?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Staff: a product as the create and edit form sends it. Money in pence; sale price below price. */
export type ProductInput = {
  /** A subset of sizes. */
  availableSizes?: Array<Scalars['String']['input']>;
  /** Watch comes with box and papers. */
  boxAndPapers?: Scalars['Boolean']['input'];
  /** Maison or manufacturer. */
  brand: Scalars['String']['input'];
  /** Care instructions, one per entry. */
  careInstructions?: Array<Scalars['String']['input']>;
  /** Watch case diameter in mm (20 to 60). */
  caseDiameterMm?: InputMaybe<Scalars['Int']['input']>;
  /** Watch case material. */
  caseMaterial?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  category: ProductCategory;
  /** Colours. */
  colors?: Array<Scalars['String']['input']>;
  /** Watch complications. */
  complications?: Array<Scalars['String']['input']>;
  /** New, Excellent, Very Good, Good or Fair. */
  condition?: Scalars['String']['input'];
  /** Clothing country of origin. */
  countryOfOrigin?: InputMaybe<Scalars['String']['input']>;
  /** Short description. */
  description: Scalars['String']['input'];
  /** Long description. */
  detailedDescription?: InputMaybe<Scalars['String']['input']>;
  /** Watch dial colour. */
  dialColor?: InputMaybe<Scalars['String']['input']>;
  /** Clothing fabric. */
  fabric?: InputMaybe<Scalars['String']['input']>;
  /** Shown in the featured collection. */
  featured?: Scalars['Boolean']['input'];
  /** Key features, one per entry. */
  features?: Array<Scalars['String']['input']>;
  /** Clothing fit. */
  fit?: InputMaybe<Scalars['String']['input']>;
  /** Men, Women or Unisex. */
  gender?: InputMaybe<Scalars['String']['input']>;
  /** Watch is a limited edition. */
  limitedEdition?: Scalars['Boolean']['input'];
  /** Materials. */
  materials?: Array<Scalars['String']['input']>;
  /** Model line. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** Watch movement. */
  movement?: InputMaybe<Scalars['String']['input']>;
  /** Display name. */
  name: Scalars['String']['input'];
  /** The usual price before a reduction, in pence. */
  originalPricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Price in pence, above 0. */
  pricePence: Scalars['Int']['input'];
  /** Manufacturer's reference. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Sale price in pence, below the price; null when not on sale. */
  salePricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Clothing season. */
  season?: InputMaybe<Scalars['String']['input']>;
  /** Every size made. */
  sizes?: Array<Scalars['String']['input']>;
  /** Letters, digits and hyphens; stored upper-case; unique. */
  sku: Scalars['String']['input'];
  /** Specification lines. */
  specifications?: Array<SpecificationInput>;
  /** Units in stock, 0 to 100,000. */
  stock: Scalars['Int']['input'];
  /** Watch strap or bracelet. */
  strapMaterial?: InputMaybe<Scalars['String']['input']>;
  /** Clothing style. */
  style?: InputMaybe<Scalars['String']['input']>;
  /** Merchandising tags. */
  tags?: Array<Scalars['String']['input']>;
  /** Watch water resistance in metres (0 to 12,000). */
  waterResistanceM?: InputMaybe<Scalars['Int']['input']>;
};

/** What a shopper did with a product: opened its page, or put it in the cart. */
export type ProductInterestKind =
  | 'CART_ADD'
  | 'VIEW';

/** A customer’s review of a piece they bought. */
export type ProductReviewInput = {
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['input'];
  /** What the customer says, 10 to 1,000 characters. */
  text: Scalars['String']['input'];
  /** A short title, 3 to 120 characters. */
  title: Scalars['String']['input'];
};

/** Orders of a listing (storefront.md §9). */
export type ProductSort =
  /** Brand A–Z, then name. */
  | 'BRAND'
  /** Merchandising score: recent views ×1, recent purchases ×10, a recency bonus of 10 falling by 1 a day, featured first. */
  | 'CURATED'
  /** Largest reduction (as a share of the price) first. */
  | 'DISCOUNT'
  /** Featured first, then in stock, then most viewed; by relevance when searching. The general default. */
  | 'FEATURED'
  /** Name A–Z. */
  | 'NAME'
  /** Newest first. The dedicated listings default. */
  | 'NEWEST'
  /** All-time views. */
  | 'POPULAR'
  /** Price, low to high (the price paid: sale price when on sale). */
  | 'PRICE_ASC'
  /** Price, high to low. */
  | 'PRICE_DESC'
  /** Rating, then views. */
  | 'RATING'
  /** Recent views × recent purchases. */
  | 'TRENDING';

/** Names and address of the signed-in account. */
export type ProfileInput = {
  /** Street address, at least 5 characters (required by the full registration form). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City, at least 2 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country, at least 2 characters. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** At least 2 characters. */
  firstName: Scalars['String']['input'];
  /** At least 2 characters. */
  lastName: Scalars['String']['input'];
  /** County, at least 2 characters. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Postcode, at least 4 characters. */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A line of an order to refund or return: the product, its size when it has one, and how many (1 to what is left of the line). */
export type RefundLineInput = {
  /** The product of the order line. */
  productId: Scalars['ID']['input'];
  /** How many to refund: 1 to the quantity not yet refunded. */
  quantity: Scalars['Int']['input'];
  /** The size of the order line, for clothing. */
  size?: InputMaybe<Scalars['String']['input']>;
};

/** Registration. The full form sends names, phone and address (strong password rules); the short form username, email and password. */
export type RegisterInput = {
  /** Street address, at least 5 characters (required by the full registration form). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City, at least 2 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Country, at least 2 characters. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Email address (unique, whatever its case). */
  email: Scalars['String']['input'];
  /** Full form: at least 2 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Full form: at least 2 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Password: full form at least 8 characters with upper and lower case, a digit and one of @$!%*?&; short form at least 6. */
  password: Scalars['String']['input'];
  /** Full form: international format, e.g. +447911123456. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** County, at least 2 characters. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Short form: at least 3 characters. The full form sets it to the email. */
  username?: InputMaybe<Scalars['String']['input']>;
  /** Postcode, at least 4 characters. */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Staff’s moderation of a review: publish it, or hide it with a reason. */
export type ReviewDecision =
  | 'HIDE'
  | 'PUBLISH';

/** What a review is of: a marketplace seller (by a buyer) or a piece from the shop (by a customer who bought it). */
export type ReviewKind =
  /** A customer’s review of a piece they bought. */
  | 'PRODUCT'
  /** A buyer’s review of a marketplace seller. */
  | 'SELLER';

/** Staff: which moderation actions to list. */
export type ReviewLogFilterInput = {
  /** Only publishing or only hiding. */
  action?: InputMaybe<ReviewDecision>;
  /** From this moment. */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Part of the moderator’s email. */
  moderator?: InputMaybe<Scalars['String']['input']>;
  /** Only this review. */
  reviewId?: InputMaybe<Scalars['ID']['input']>;
  /** Only reviews of this seller. */
  sellerId?: InputMaybe<Scalars['ID']['input']>;
  /** Before this moment. */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** A marketplace search to be told about: every field left out means "any"; at least one is needed. */
export type SavedSearchInput = {
  /** True: only watches with both the box and the papers. */
  boxAndPapers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Brands, any of them (at most 10). */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Conditions, any of them. */
  conditions?: InputMaybe<Array<ListingCondition>>;
  /** Largest case size in mm, included (1 to 100). */
  maxCaseSizeMm?: InputMaybe<Scalars['Int']['input']>;
  /** Highest asking price in pence, included. */
  maxPricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Latest year, included (1800 to 3000). */
  maxYear?: InputMaybe<Scalars['Int']['input']>;
  /** Smallest case size in mm, included (1 to 100). */
  minCaseSizeMm?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest asking price in pence, included. */
  minPricePence?: InputMaybe<Scalars['Int']['input']>;
  /** Earliest year, included (1800 to 3000). */
  minYear?: InputMaybe<Scalars['Int']['input']>;
  /** Words of the model or reference, e.g. "Submariner" or "126610"; every word must appear. */
  modelOrReference?: InputMaybe<Scalars['String']['input']>;
  /** Seller types, any of them. */
  sellerTypes?: InputMaybe<Array<SellerType>>;
};

/** A staff decision on a seller: reject and suspend need a reason. */
export type SellerDecision =
  | 'APPROVE'
  | 'REJECT'
  | 'SUSPEND';

/** A buyer’s review of the seller. */
export type SellerReviewInput = {
  /** Stars, 1 to 5. */
  rating: Scalars['Int']['input'];
  /** What the buyer says, 10 to 1,000 characters. */
  text: Scalars['String']['input'];
};

/** Where a review of a seller stands in moderation. */
export type SellerReviewStatus =
  /** Not shown; staff gave a reason. */
  | 'HIDDEN'
  /** Written, awaiting moderation; not shown. */
  | 'PENDING'
  /** Shown on the seller’s page and counted in their rating. */
  | 'PUBLISHED';

/** A seller application: submitted → approved / rejected → suspended. */
export type SellerStatus =
  | 'APPROVED'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'SUSPENDED';

/** A private seller or a professional dealer. */
export type SellerType =
  | 'DEALER'
  | 'PRIVATE';

/** What staff do to a request: approve a return (instructions emailed), receive the item, refund the order, send a repair to the workshop, mark it ready, send it back, or reject with a reason. */
export type ServiceRequestAction =
  | 'APPROVE'
  | 'MARK_READY'
  | 'RECEIVE'
  | 'REFUND'
  | 'REJECT'
  | 'RETURN_TO_CUSTOMER'
  | 'START_REPAIR';

/** Which requests staff want to see. */
export type ServiceRequestFilter = {
  /** 'return' or 'repair'; both when absent. */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** Part of the order number, item or customer email, or the request number. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ServiceRequestStatus>;
};

/** A return or repair request. */
export type ServiceRequestInput = {
  /** What happened (at least 10 characters). */
  details: Scalars['String']['input'];
  /** The item concerned (for a return, a summary of the lines). */
  itemName: Scalars['String']['input'];
  /** 'return' or 'repair'. */
  kind: Scalars['String']['input'];
  /** A return: the order lines and quantities sent back; its refund gives back these only. Returns are for dispatched orders, within 30 days of delivery. */
  lines?: InputMaybe<Array<RefundLineInput>>;
  /** The number of one of your orders, e.g. AUR-7K3M9Q2X. */
  orderNumber: Scalars['String']['input'];
  /** One of the reasons listed by the form. */
  reason: Scalars['String']['input'];
};

/** Returns: requested → approved → received → refunded, or rejected. Repairs: requested → received → in the workshop → ready → returned, or rejected. */
export type ServiceRequestStatus =
  | 'APPROVED'
  | 'IN_WORKSHOP'
  | 'READY'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED'
  | 'RETURNED';

/** A card for the simulated gateway. Never sent anywhere when Stripe is used. */
export type SimulatedCardInput = {
  /** Security code, 3 or 4 digits. */
  cvc: Scalars['String']['input'];
  /** Expiry as MM/YY. */
  expiry: Scalars['String']['input'];
  /** Card number; Stripe test numbers decide the outcome. */
  number: Scalars['String']['input'];
};

/** One line of a specification table. */
export type SpecificationInput = {
  /** What is specified, e.g. "Case Diameter". */
  name: Scalars['String']['input'];
  /** Its value, e.g. "41 mm". */
  value: Scalars['String']['input'];
};

/** Staff: which audit entries to show; every field optional. */
export type StaffActionFilterInput = {
  /** The kind of action: an action or its start, e.g. "product." or "order.cancel". */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the staff member’s email, any case. */
  actorEmail?: InputMaybe<Scalars['String']['input']>;
  /** From this moment (inclusive). */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The record’s id (with subjectType). */
  subjectId?: InputMaybe<Scalars['String']['input']>;
  /** The kind of record, e.g. product, order. */
  subjectType?: InputMaybe<Scalars['String']['input']>;
  /** To this moment (exclusive). */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** What staff may do to an order in its current state. */
export type StaffOrderAction =
  /** Cancel a paid order before dispatch: refund and restock. */
  | 'CANCEL'
  /** Mark a paid order as dispatched, with carrier and tracking number. */
  | 'DISPATCH'
  /** Refund the payment in full (restocked when not yet dispatched). */
  | 'REFUND';

/** Which orders staff want to see. */
export type StaffOrderFilter = {
  /** Part of an order number or of the customer email. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. Without it: every order that was paid at some point (abandoned checkouts are left out). */
  status?: InputMaybe<OrderStatus>;
};

/** The cart to buy and the total the shopper was shown. */
export type StartCheckoutInput = {
  /** Guest email, if already known. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The total shown to the shopper, in pence; refused when it differs from the server's. */
  expectedTotal: Scalars['Int']['input'];
  /** Cart lines, 1 to 50. */
  items: Array<CheckoutItemInput>;
  /** The shopper's earlier unpaid checkout, given up for this one so its stock goes back. */
  replaces?: InputMaybe<OrderAccessInput>;
};

/** The answers sent by the style consultation (§3 "Consultation request") plus, through this operation only, gender and preferences, which shape the picks. Every field is checked by the server with the spec’s messages; age and occasions stay in the browser. */
export type StyleConsultationInput = {
  /** Budget range: 1000-5000, 5000-15000, 15000-50000, 50000-100000 or 100000+ (the labels "£1,000-£5,000"… work too). */
  budget?: InputMaybe<Scalars['String']['input']>;
  /** male, female, non-binary or prefer-not-to-say. A male profile gets no women’s pieces and a female one no men’s (unisex pieces always), unless includeAllGenders. */
  gender?: InputMaybe<Scalars['String']['input']>;
  /** True to see pieces made for any gender whatever the gender given (default false). */
  includeAllGenders?: InputMaybe<Scalars['Boolean']['input']>;
  /** watches or clothing. */
  interest?: InputMaybe<Scalars['String']['input']>;
  /** How you live, in your own words (at least 10 characters). */
  lifestyle?: InputMaybe<Scalars['String']['input']>;
  /** Brands, materials, styles and colours the shopper likes, in their own words (10 to 1000 characters). Named ones are favoured; ones after "no", "not", "avoid", "without"… are left out. */
  preferences?: InputMaybe<Scalars['String']['input']>;
  /** Risk appetite: conservative, balanced (default) or aggressive. */
  risk?: InputMaybe<Scalars['String']['input']>;
  /** Personal style: classic, modern, luxury, sporty, vintage or minimalist. */
  style?: InputMaybe<Scalars['String']['input']>;
};

/** What an account may do: shop (customer) or run the shop (admin). */
export type UserRole =
  | 'admin'
  | 'customer';

/** The phone to verify for an account that has none (or an unverified one), proven with its password. */
export type VerificationPhoneInput = {
  /** The account email. */
  email: Scalars['String']['input'];
  /** The account password (nobody is signed in before both verifications). */
  password: Scalars['String']['input'];
  /** Mobile number in international format, e.g. +447700900123. */
  phone: Scalars['String']['input'];
};
