import react from '@vitejs/plugin-react';
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
          // The app, and the loader of a server-rendered page's app (src/load-after-paint.ts, decision 0042).
          input: { index: 'index.html', 'load-after-paint': 'src/load-after-paint.ts' },
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
