# The Longball server image: the one deploy of configured mode (docs/configuration.md).
#
# One Node process serves the whole site: server/serve.mjs runs the @astrojs/node standalone handler
# (the prerendered pages from dist/client, the API routes (checkout, portal, cancel, Stripe webhook)
# from dist/server) with the build's security headers (dist/server/security-headers.json) and the
# server's own timeouts and request cap, and compressed responses (the build's .br/.gz twins, else on the fly).
# Build context: the repository after `npm run build` (the nightly builds dist/ once and ships it
# here, so pages and API routes always come from the same build; .dockerignore keeps the context
# to package*.json, server/ and dist/). The image holds no secret: the host passes the server variables of
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
COPY server ./server
COPY dist ./dist
USER node
EXPOSE 8080
CMD ["node", "server/serve.mjs"]
