# syntax=docker/dockerfile:1
# The image of one Node process: a service or the gateway, built from the repository root once per deployable,
# DEPLOYABLE naming its folder:
#   docker build -f k8s/images/node.Dockerfile --build-arg DEPLOYABLE=services/<name> -t referrals/<name>:<version> .
#   docker build -f k8s/images/node.Dockerfile --build-arg DEPLOYABLE=gateway --build-arg PORTS="3000 9464" \
#     -t referrals/gateway:<version> .
# Node runs the TypeScript sources as they are; the image holds them and the production dependencies of that
# deployable and of the workspace packages it uses, nothing else. The gateway's image does not hold the built
# apps either: each gateway pod copies them from the apps' own images at start (k8s/base/gateway.yaml) into the
# folders made here.
FROM node:24.21.0-bookworm-slim AS dependencies
ARG DEPLOYABLE
WORKDIR /app
COPY . .
RUN test -f "$DEPLOYABLE/src/main.ts" \
      || { echo "DEPLOYABLE must name a folder with src/main.ts (services/<name> or gateway), not '$DEPLOYABLE'" >&2; exit 1; } \
    && npm ci --omit=dev --workspace "$DEPLOYABLE" --ignore-scripts --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
ARG DEPLOYABLE
# The ports the image declares: a service's /livez, /readyz and /metrics (OPS_PORT), as it answers over NATS
# only; the gateway adds the site's (PORT, 3000).
ARG PORTS=9464
ENV NODE_ENV=production
ENV MAIN=${DEPLOYABLE}/src/main.ts
WORKDIR /app
COPY --from=dependencies /app/package.json ./
COPY --from=dependencies /app/node_modules node_modules
COPY --from=dependencies /app/packages/contracts packages/contracts
COPY --from=dependencies /app/packages/service-kit packages/service-kit
COPY --from=dependencies /app/${DEPLOYABLE} ${DEPLOYABLE}
# Where the gateway pod mounts each app's build.
RUN if [ "$DEPLOYABLE" = gateway ]; then \
      mkdir -p shell/dist mfe-public/dist mfe-owner/dist mfe-referrer/dist mfe-admin/dist; \
    fi
USER node
EXPOSE ${PORTS}
# exec: node replaces the shell as PID 1 and receives SIGTERM itself.
CMD ["/bin/sh", "-c", "exec node \"$MAIN\""]
