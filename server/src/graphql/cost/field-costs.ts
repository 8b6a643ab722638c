/**
 * What one GraphQL request may cost, and what its fields cost. A unit is
 * roughly one small indexed read; the expensive fields carry what their work
 * really is (a listing counts and sorts the matching products; facets count
 * every filter group over them), so one request can do at most two full
 * listings with facets. Fields not named here cost 1 when they hold an object
 * or a list and nothing when they are a scalar; children add to their parent.
 */
export const MAX_QUERY_COST = 1000;

export const FIELD_COSTS: Readonly<Record<string, number>> = {
  // The catalogue.
  'Query.products': 100,
  'Query.productConnection': 100,
  'ProductPage.facets': 300,
  'Query.searchProducts': 150,
  'Query.similarProducts': 80,
  'Query.featuredProducts': 20,
  'Query.product': 10,
  'Query.marketSignals': 100,
  // The marketplace: one statement pages, counts and facets the live listings; a listing reads its market band.
  'Query.marketplaceListings': 300,
  // Pages and counts by keyset, without the facets: priced as the listing all the same (one unit, issue 34).
  'Query.marketplaceListingConnection': 300,
  'Query.marketplaceListing': 30,
  'Query.marketplaceSeller': 10,
  'Query.marketplaceHighlights': 50,
  'Query.myMarketplaceListings': 30,
  'Query.sellerApplications': 100,
  'Query.listingReviewQueue': 200,
  'Query.stolenSerials': 50,
  // A customer's own lists.
  'Query.myOrders': 30,
  'Query.mySupportTickets': 30,
  'Query.myConsultations': 30,
  'Query.myServiceRequests': 30,
  'Query.myCart': 10,
  'Query.wishlist': 10,
  // Staff lists.
  'Query.staffOrders': 100,
  'Query.supportQueue': 100,
  'Query.serviceRequests': 100,
  'Query.partnerApiKeys': 50,
  'Query.adminOverview': 200,
  'Query.adminProducts': 100,
  'Query.adminProduct': 20,
  'Query.staffCustomers': 100,
  'Query.staffCustomer': 30,
  'Query.staffServiceRequests': 100,
  'Query.staffServiceRequest': 10,
  // Five cards, each a few aggregates over orders, views, stock and market data.
  'Query.insights': 300,
  'PartnerApiKey.usage': 20,
  // Work that runs a model or an import.
  'Mutation.generateStyleConsultation': 300,
  'Mutation.importMarketPrices': 300,
};
