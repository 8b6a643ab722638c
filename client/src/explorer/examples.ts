/** The explorer's first tabs (GraphiQL keeps the visitor's own tabs after the first visit). Fields of the partner schema. */
export const EXAMPLE_TABS = [
  {
    query: `# Ten watches with their brand and price (pence in amount, text in formatted)
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
    query: `# The watch references with the best market signals (needs signals:read with a key)
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
