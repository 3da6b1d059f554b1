# Promoreel in one image: the web app (default command), `npm run api` and `npm run worker` (docs/deploy.md).
# BASE is any Debian bookworm image with Node 20.11+; node:20-bookworm-slim is the usual one.
ARG BASE=node:20-bookworm-slim
FROM ${BASE}

# What `npm start` would install with apt (scripts/setup.mjs), installed here at build time instead:
# ffmpeg renders, festival with the slt voice speaks, DejaVu draws captions (the /test health check asks for
# ffmpeg, ffprobe and festival); WenQuanYi gives captions the Chinese glyphs DejaVu lacks. python3, make and g++
# compile better-sqlite3 where its prebuilt binary cannot be downloaded. tesseract and chromium are for tests only.
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      ca-certificates ffmpeg festival festvox-us-slt-hts fonts-dejavu-core fonts-wqy-microhei \
      python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
# Every dependency, dev ones too: `npm run api`, `worker` and `migrate` run TypeScript through tsx.
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build

RUN useradd --system --home-dir /app --shell /usr/sbin/nologin promoreel \
 && mkdir -p /data && chown promoreel:promoreel /data
USER promoreel

ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
VOLUME /data
EXPOSE 3000

# The web app's health: 200 when its database (or its API_ORIGIN) answers. Override or disable it for
# `npm run api` (answers /healthz on API_PORT) and `npm run worker` (serves no HTTP).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# Not `npm start`: its set-up steps (apt, npm ci, build) are done above; this is the server it ends by starting.
# The API alone:   command node_modules/.bin/tsx api/standalone.ts   (env API_PORT, default 4000)
# A render worker: command node_modules/.bin/tsx api/worker.ts
# Migrations once: command node_modules/.bin/tsx api/db/migrate-cli.ts
CMD ["node", "--enable-source-maps", "build/server.js"]
