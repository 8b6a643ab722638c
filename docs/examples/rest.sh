#!/bin/sh
# The same data over REST: the shop's own paths, read with a key. Each call costs 100;
# X-Cost-Remaining and X-Cost-Reset say what is left and when it refills.
curl -sS --fail-with-body "${AURUM_API_URL:-https://aurum.example}/api/products?category=watches&brands=Rolex&limit=10" \
  -H "X-Api-Key: $AURUM_API_KEY"
