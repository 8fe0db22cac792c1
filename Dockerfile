# syntax=docker/dockerfile:1
# The production image (issue 15, ADR 0023): build everything in one stage, run the esbuild bundle with plain node in a
# second stage that has only production dependencies, as a non-root user who can write DATA_DIR and nothing else.
# Not built here (no container runtime on the development machines); the same set-up is tested without containers by
# apps/api/src/instances.test.ts.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so a code change does not redo the install layer.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/api apps/api
COPY apps/web apps/web
# The web app (apps/web/dist, precompressed) and the API bundle (apps/api/dist with its migrations).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only what runs: the API's packages, those of the domain package it bundles, and the web app's, which the server
# render (apps/web/dist/.server, loaded by the API) imports.
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/api --workspace packages/domain --workspace apps/web \
    && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Everything under /app stays root's and read-only to the server; DATA_DIR (PGlite files, uploads) is the one place
# it writes. Run the container with a read-only root file system (compose.yaml) to hold it to that.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): it drains requests for SHUTDOWN_TIMEOUT_MS and exits (ADR 0017).
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
