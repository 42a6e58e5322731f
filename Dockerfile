# One image for both services of docker-compose.yml: `node dist/server/start.js` (the gateway, or the
# whole product when API_URL is unset) and `node dist/server/start.js api`.
# The Node version is pinned to an exact release of a supported LTS line (22): Node 20 reached its end
# of life on 2026-04-30. The code is bundled for Node 20 (bin/build.mjs target node20, package.json
# engines >=20.19), the version .nvmrc names and the test suite runs on where only 20 is installed,
# so the image runs the same bundle on a newer runtime. test/unit/compose.test.ts holds every stage to
# one exact version of an even (LTS) major line at or above .nvmrc's.
FROM node:22.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/server and dist/public are links into dist/.builds (bin/build-cache.mjs): the image gets plain
# folders of the one build
RUN node bin/build.mjs --force && mkdir /app/out && cp -rL dist/server dist/public /app/out/

FROM node:22.21.0-bookworm-slim
# two malloc arenas instead of eight per core: the photo threads' arenas were about 90 MB of an api's RSS
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/out ./dist
COPY locales ./locales
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
CMD ["node", "dist/server/start.js"]
