#!/bin/sh
# A GraphQL query with curl (POST). The answer's extensions.cost says what it cost and what is left of the budget.
curl -sS --fail-with-body "${AURUM_API_URL:-https://aurum.example}/graphql" \
  -H "Authorization: Bearer $AURUM_API_KEY" \
  -H 'Content-Type: application/json' \
  -d '{"query":"{ products(filter: { category: WATCHES, brands: [\"Rolex\"] }, page: { limit: 10 }) { totalCount items { id name price { formatted } } } }"}'
