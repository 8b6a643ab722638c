/** The explorer's first tabs (GraphiQL keeps the visitor's own tabs after the first visit). Fields of the partner schema. */
export const EXAMPLE_TABS = [
  {
    query: `# Ten watches with brand and price (amount in pence)
query Watches {
  products(filter: { category: WATCHES }, page: { limit: 10 }) {
    totalCount
    items {
      id
      name
      brand
      price { amount formatted }
    }
  }
}
`,
  },
  {
    query: `# The best market signals (a key needs signals:read)
query MarketSignals {
  marketSignals(limit: 5) {
    asOf
    signals {
      rank
      brand
      model
      reference
      classification
      score
    }
  }
}
`,
  },
  {
    query: `# Live marketplace listings, newest first
query MarketplaceListings {
  marketplaceListings(page: { limit: 5 }) {
    total
    items {
      id
      brand
      model
      price { formatted }
    }
  }
}
`,
  },
];
