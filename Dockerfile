# syntax=docker/dockerfile:1
# The portal's image: Next's standalone server on Node 22 LTS, and nothing else of the repository:
# no compiler, no SQLite driver, no embedded core. Build it once per release and run every
# instance from it (docs/operations.md, "Deploy").
#
#   docker build \
#     --build-arg NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(openssl rand -base64 32)" \
#     --build-arg NEXT_DEPLOYMENT_ID="$(git rev-parse --short HEAD)" -t portal:"$(git rev-parse --short HEAD)" .

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# npm ci also installs the embedded core's workspace, whose SQLite driver compiles from source
# (.npmrc build-from-source): the compiler is needed here, and stays in this stage.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# Read by `next build` only. The first derives the server actions' ids and is written into the
# build, so every instance of this image agrees; passing it makes a rebuild of the same release
# interchangeable with the first (README, "Running several instances"). The second makes a
# browser that meets a new release reload.
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ARG NEXT_DEPLOYMENT_ID
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build && mkdir -p public

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    NEXT_TELEMETRY_DISABLED=1
# The server, the modules it imports (traced by next build), the static files and public assets.
# Owned by root, so the server cannot change its own code; only Next's cache folder is its own.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# Liveness, as an orchestrator's probe would ask it; slim has no curl, so node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains for up to SHUTDOWN_GRACE_MS (25 s): give `docker stop` longer (--stop-timeout).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
