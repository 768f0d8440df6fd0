# Darsak in production: one image with the API, the realtime socket and the built apps.
# Build:  docker build -t darsak .
# Run:    see compose.yaml (PostgreSQL, Redis and coturn beside it) and the README.

# A compiler for the native addons. argon2's published linux-x64 binary crashed Node 20 while loading
# on the machine this image was first built on, and npm then builds it from source, which needs
# Python, make and g++. They stay in the build stages: the image that runs has none of them.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

# The workspace's manifests, so installs are cached until one of them changes.
FROM toolchain AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY apps/site/package.json apps/site/
COPY packages/shared/package.json packages/shared/
COPY packages/ui/package.json packages/ui/
COPY packages/client/package.json packages/client/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server bundle needs at run time; the workspace packages are inside the bundle.
FROM manifests AS runtime-modules
RUN npm install --omit=dev --workspace=@darsak/server --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    ENVIRONMENT=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SHUTDOWN_GRACE_SECONDS=5
COPY --from=runtime-modules /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY --from=build /app/apps/site/dist apps/site/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains: readiness fails, requests and jobs in flight finish, then the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
