import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The local gateway serves the API and /config.json; in AWS CloudFront does (same origin).
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

const AMPLIFY = /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie|uuid)[\\/]/;

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fromRoot('shared') },
      { find: '@', replacement: fromRoot('web/src') },
      // react-router exports its development build only (dev warnings on); a build takes the
      // production one it ships beside it (the same code with the warnings off).
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph bench/web.ts walks to measure each route's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        // Vendor code in its own long-lived chunks: an app release does not re-download them. What
        // the entry needs ('$initial': index.html preloads it on every page) is apart from what only
        // some pages load, so the sign-in page does not download the upload or sign-in flow code;
        // any other package is chunked with the pages that import it.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', priority: 4, test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'vendor-amplify', priority: 3, tags: ['$initial'], test: AMPLIFY },
            { name: 'vendor', priority: 2, tags: ['$initial'], test: /node_modules[\\/]/ },
            // Sign in, sign up, codes, password reset (lib/auth-flows, loaded on first use).
            { name: 'vendor-amplify-flows', priority: 1, test: AMPLIFY },
            { name: 'vendor-forms', priority: 1, test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'vendor-upload', priority: 1, test: /node_modules[\\/](react-dropzone|file-selector|attr-accept|prop-types)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: gatewayUrl, changeOrigin: true },
      '/config.json': { target: gatewayUrl, changeOrigin: true },
    },
  },
}));
