# syntax=docker/dockerfile:1
# The static server of one app: the shell or a remote, built from the repository root once per app, APP naming
# its workspace:
#   docker build -f k8s/images/static.Dockerfile --build-arg APP=<shell|mfe-name> -t referrals/<app>:<version> .
# The build compiles the shared packages in; the image is an unprivileged nginx serving the files where the site
# has them (the Ingress, k8s/base/ingress.yaml, and the gateway's copy, k8s/base/gateway.yaml): the shell's at
# the root of the site, a remote mfe-<name>'s under /mfe/<name>/.
FROM node:24.21.0-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN case "$APP" in \
      shell) served= ;; \
      mfe-?*) served="mfe/${APP#mfe-}" ;; \
      *) echo "APP must be shell or an mfe-* workspace, not '$APP'" >&2; exit 1 ;; \
    esac \
    && npm ci --no-audit --no-fund \
    && npm run build --workspace "$APP" \
    && mkdir -p "/site/$served" \
    && cp -R "$APP/dist/." "/site/$served/"

FROM nginxinc/nginx-unprivileged:1.28.0-alpine
USER root
RUN rm -rf /usr/share/nginx/html/*
COPY k8s/images/static-files.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/html
USER 101
# The files (8080) and the probes' /livez and /readyz (9464).
EXPOSE 8080 9464
