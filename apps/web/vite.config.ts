import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Everything the SPA does not serve itself goes to the gateway in development. */
const GATEWAY = 'http://127.0.0.1:3000';

/**
 * The server build (`vite build --ssr`, decision 0042): the first-view
 * renderer the gateway imports, one self-contained file.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: '[name].js', codeSplitting: false } },
};

/**
 * The browser never gives the tRPC options proxy a router (it calls the
 * gateway through its client; so does the server render, through its local
 * link), yet the proxy's import of the in-process caller, `callTRPCProcedure`,
 * kept the server's procedure calling in the first load. The browser build
 * gets a stand-in that throws; the build fails if the import changes.
 */
const TRPC_OPTIONS_PROXY = /node_modules[\\/]@trpc[\\/]tanstack-react-query[\\/]dist[\\/]index\.mjs$/;
const TRPC_CALLER_IMPORT = 'import { callTRPCProcedure, createTRPCRecursiveProxy } from "@trpc/server";';
const noTrpcCallerInBrowser: Plugin = {
  name: 'no-trpc-caller-in-browser',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  transform(code, id) {
    if (!TRPC_OPTIONS_PROXY.test(id)) return null;
    if (!code.includes(TRPC_CALLER_IMPORT))
      this.error('@trpc/tanstack-react-query no longer imports callTRPCProcedure as expected');
    return code.replace(
      TRPC_CALLER_IMPORT,
      'import { createTRPCRecursiveProxy } from "@trpc/server";' +
        'const callTRPCProcedure = () => { throw new Error("No tRPC router in the browser"); };',
    );
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), noTrpcCallerInBrowser],
  // Bundled whole, so the gateway needs none of the web app's dependencies; React's production build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/trpc': GATEWAY,
      '/static': GATEWAY,
      // Social sign-in runs on the gateway (and its stand-in provider pages under /oauth).
      '/auth': GATEWAY,
      '/oauth': GATEWAY,
      '/healthz': GATEWAY,
      '/socket.io': { target: GATEWAY, ws: true },
    },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // Every browser the site supports preloads modules itself: the polyfill only cost the first load.
        modulePreload: { polyfill: false },
        // Hashed file names let the gateway cache assets forever.
        rollupOptions: {
          // The app, and the loader of a server-rendered page's app (src/app-loader.ts, decision 0042).
          input: { index: 'index.html', 'app-loader': 'src/app-loader.ts' },
          // @trpc/client declares no `sideEffects`, so its unused links (WebSocket, logger) stayed in the first load.
          treeshake: {
            moduleSideEffects: (id: string) => !/node_modules[\\/]@trpc[\\/]client[\\/]/.test(id),
          },
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
            // Libraries change less often than app code: separate chunks stay cached across releases.
            advancedChunks: {
              groups: [
                { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'vendor-router',
                  test: /node_modules[\\/](react-router|@remix-run[\\/]route-pattern)[\\/]/,
                },
                { name: 'vendor-data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
                // The app's own modules of the first load, in one chunk: rolldown otherwise gives each module
                // the entry shares with a lazy page a chunk of its own (~17), each with its imports and exports.
                // `$initial` (imported statically from the entry) keeps it current. Without main.tsx, rolldown
                // merges it into the entry chunk; with it, the entry became an empty facade (decision 0045).
                // Nor the other entry, the page loader, which must stay a few hundred bytes on its own.
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) => !/node_modules|[\\/]src[\\/](main|app-loader)\.tsx?$/.test(id),
                },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Whole-app flows type into several fields and load dialogs lazily; under a parallel run they need headroom.
    testTimeout: 15_000,
  },
}));
