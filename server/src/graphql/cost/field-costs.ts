import { PARTNER_COST_BY_FIELD } from '@aurum/rules/partners/partner-costs';

/**
 * What one GraphQL request may cost, and what its fields cost. A unit is
 * roughly one small indexed read; the expensive fields carry what their work
 * really is (a listing counts and sorts the matching products; facets count
 * every filter group over them), so one request can do at most two full
 * listings with facets. Fields not named here cost 1 when they hold an object
 * or a list and nothing when they are a scalar; children add to their parent.
 * The fields partners can reach, and the per-request cap, live in
 * @aurum/rules/partners/partner-costs: the /developers guide prints its cost table from them.
 */
export { MAX_QUERY_COST } from '@aurum/rules/partners/partner-costs';

export const FIELD_COSTS: Readonly<Record<string, number>> = {
  ...PARTNER_COST_BY_FIELD,
  // The marketplace, for sellers and staff.
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
