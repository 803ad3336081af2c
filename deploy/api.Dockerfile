# The API image: Node 20 running the TypeScript sources through tsx (no separate build step).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-auth/package.json remote-auth/
COPY remote-checkout/package.json remote-checkout/
COPY remote-profiles/package.json remote-profiles/
COPY remote-account/package.json remote-account/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund --omit=dev -w api -w shared && npm install --no-audit --no-fund --no-save tsx
COPY shared shared
COPY api api
ENV NODE_ENV=production
# The API binds 127.0.0.1 unless told otherwise; in a container it must answer on every interface.
ENV HOST=0.0.0.0
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "api/src/server.ts"]
