# One image for both services of docker-compose.yml: `node dist/server/start.js` (the gateway, or the
# whole product when API_URL is unset) and `node dist/server/start.js api`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node bin/build.mjs

FROM node:20-bookworm-slim
# two malloc arenas instead of eight per core: the photo threads' arenas were about 90 MB of an api's RSS
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY locales ./locales
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
CMD ["node", "dist/server/start.js"]
