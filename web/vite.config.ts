import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, type Plugin, createServer, defineConfig } from 'vite';
import { SIGN_IN_SHELL } from '../shared/core/sign-in-shell.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The local gateway serves the API and /config.json; in AWS CloudFront does (same origin).
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

const aliases: Alias[] = [
  { find: '@shared', replacement: fromRoot('shared') },
  { find: '@', replacement: fromRoot('web/src') },
];
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes the sign-in page, rendered by the app's own components (src/app/prerender.tsx, loaded
 * through a Vite server in SSR mode), into the built index.html's root element, with the inline
 * script that shows it on /auth only (shared/core/sign-in-shell.ts; the CSP allows it by hash).
 */
function prerenderSignInPage(): Plugin {
  return {
    name: 'prerender-sign-in-page',
    apply: 'build',
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: webRoot,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: aliases },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let markup: string;
      try {
        const { renderSignInPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderSignInPage: () => Promise<string> };
        markup = await renderSignInPage();
      } finally {
        await server.close();
      }
      const indexFile = path.join(outDir, 'index.html');
      const html = readFileSync(indexFile, 'utf8');
      const root = '<div id="root"></div>';
      if (!html.includes(root) || !html.includes('<head>')) throw new Error(`${indexFile} has no empty ${root} to prerender into`);
      writeFileSync(
        indexFile,
        html
          // First in <head>: an inline script after a style sheet would wait for it.
          .replace('<head>', `<head>\n    <script>${SIGN_IN_SHELL.script}</script>`)
          .replace(root, `<div id="root" ${SIGN_IN_SHELL.prerenderedAttribute}>${markup}</div>`),
      );
    },
  };
}

const AMPLIFY = /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie|uuid)[\\/]/;

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss(), prerenderSignInPage()],
  resolve: {
    alias: [
      ...aliases,
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
    outDir,
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
