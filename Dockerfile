# Production image: one Node process serving the API and the built client.
# Two stages: the build stage has every package (TypeScript, Vite, the client's); the
# runtime stage installs only what the server runs. `node scripts/production-install.mjs`
# lists that install and fails if a client package, PGlite, TypeScript or a test tool
# gets into it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY frontend/package.json frontend/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
# The client workspace's manifest only keeps the lockfile whole; none of its packages is installed.
COPY frontend/package.json frontend/package.json
# The backend workspace's dependencies alone: no devDependencies (TypeScript, PGlite: the
# image requires DATABASE_URL), no optional packages (ts-node, an optional peer of TypeORM's CLI).
RUN npm ci --omit=dev --omit=optional --workspace=@tablemates/backend --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
# Liveness: /api/health answers 200 while the process serves, even with the database down (readiness is /api/ready).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
