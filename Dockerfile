# The Longball server image: the one deploy of configured mode (docs/configuration.md).
#
# One Node process (@astrojs/node, standalone) serves the whole site: the prerendered pages from
# dist/client and the API routes (checkout, portal, cancel, Stripe webhook) from dist/server.
# Build context: the repository after `npm run build` (the nightly builds dist/ once and ships it
# here, so pages and API routes always come from the same build; .dockerignore keeps the context
# to package*.json and dist/). The image holds no secret: the host passes the server variables of
# docs/configuration.md as environment variables at run time. tests/server/production-server.test.ts
# runs the build with this file's ENV and CMD.

FROM node:24.21.0-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Runtime dependencies only (the server imports astro, stripe, @supabase/supabase-js, zod, ...).
# No install scripts: nothing the server loads needs one.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY dist ./dist
USER node
EXPOSE 8080
CMD ["node", "dist/server/entry.mjs"]
