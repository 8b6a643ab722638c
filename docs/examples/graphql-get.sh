#!/bin/sh
# The same kind of query as a GET (cacheable). A GraphQL GET must carry `apollo-require-preflight: true`
# (Apollo's CSRF prevention): without it the answer is 400. The query goes URL-encoded in `query`.
curl -sS --fail-with-body -G "${AURUM_API_URL:-https://aurum.example}/graphql" \
  -H "X-Api-Key: $AURUM_API_KEY" \
  -H 'apollo-require-preflight: true' \
  --data-urlencode 'query={ featuredProducts { id name brand price { formatted } } }'
