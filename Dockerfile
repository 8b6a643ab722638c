# The shop as one image; docker-compose.yml runs it against PostgreSQL.
# Node 24, the active LTS (the shop supports 20.19+, 22, 24 and 26: package.json "engines").
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY packages/rules/package.json packages/rules/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 4000
USER node
CMD ["node", "server/dist/server/src/main.js"]
