# syntax=docker/dockerfile:1
# The avaspec-mock container image: the Metrics (4010), Data (4011) and node JSON-RPC (9650) mocks in one process,
# for teams that run a mock as a service (docker-compose, CI service containers, Kubernetes). Built from this
# repository's root: `docker build -t avaspec-mock .`, or `pnpm image` here (buildah, no daemon; see tools/image).

# The official Node 20 image, pinned by the digest of its multi-arch index (node:20.20.2-bookworm-slim).
# `pnpm image` points it at a local base made from Debian's packages (no registry is reachable there).
ARG NODE_IMAGE=docker.io/library/node:20.20.2-bookworm-slim@sha256:2cf067cfed83d5ea958367df9f966191a942351a2df77d6f0193e162b5febfc0

# ---- build: install the mocks' workspace, build them, and deploy @avaspec/mocks with production dependencies only
FROM ${NODE_IMAGE} AS build
# Where pnpm keeps its store during the build. `pnpm image` binds the host's store there (--build-arg), so the
# build reads what the host's frozen install already fetched and needs no network.
ARG PNPM_STORE_DIR=/pnpm/store
ARG npm_config_cache=/pnpm/npm-cache
# `pnpm image` sets it to true: the build then never reaches a registry (npx and pnpm read npm_config_offline).
ARG npm_config_offline=false
ENV CI=true npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false \
    TURBO_TELEMETRY_DISABLED=1 REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true SCARF_ANALYTICS=false DO_NOT_TRACK=1
WORKDIR /src
COPY . .
# node_modules is a cache mount: the next build's install only adds what the lockfile changed, and the thousands
# of build-only files never become part of a layer. deploy: the package with its production dependencies, resolved
# from the lockfile (pnpm 10's deploy reads the lockfile only with inject-workspace-packages, a setting the install
# itself must not change).
RUN --mount=type=cache,id=avaspec-pnpm,target=/pnpm \
    --mount=type=cache,id=avaspec-node-modules,target=/src/node_modules \
    npx --yes --prefer-offline pnpm@10.34.9 install --frozen-lockfile --prefer-offline --store-dir "$PNPM_STORE_DIR" \
      --filter "@avaspec/mocks..." \
 && npx --prefer-offline pnpm@10.34.9 --filter "@avaspec/mocks..." run build \
 && npx --prefer-offline pnpm@10.34.9 --config.inject-workspace-packages=true --filter @avaspec/mocks deploy --prod \
      --prefer-offline --store-dir "$PNPM_STORE_DIR" /app \
 && cp -r tools/image/runtime /app/image

# ---- the image: Node, the deployed package, nothing else
FROM ${NODE_IMAGE}
# every interface of the container; the ports are stated here once (the healthcheck reads them; EXPOSE below)
ENV NODE_ENV=production AVASPEC_HOST=0.0.0.0 AVASPEC_METRICS_PORT=4010 AVASPEC_DATA_PORT=4011 AVASPEC_NODE_PORT=9650
WORKDIR /app
COPY --from=build /app /app
# where a local network's state file goes (AVASPEC_STATE_FILE=/state/local.json): owned by the user, so a named
# volume mounted here starts out writable by it (Docker copies the folder's owner into an empty volume)
RUN install -d -o 1000 -g 1000 -m 0755 /state
# the official image's `node` user (uid 1000); numeric, so Kubernetes' runAsNonRoot can verify it
USER 1000:1000
EXPOSE 4010 4011 9650
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "/app/image/healthcheck.mjs"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "/app/image/entrypoint.mjs"]
