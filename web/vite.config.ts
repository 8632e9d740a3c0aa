import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The local gateway serves the API and /config.json; in AWS CloudFront does (same origin).
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor code in its own long-lived chunks: an app release does not re-download them.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'vendor-amplify', test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie|uuid)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
});
