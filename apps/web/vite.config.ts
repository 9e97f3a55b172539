import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

// packages/shared is a barrel of pure helpers and zod schemas. Without this hint the
// bundler keeps every schema (and all of zod, ~25 kB gzipped) as soon as one formatter
// is imported. `"sideEffects": false` in packages/shared/package.json would do the same.
function sharedIsSideEffectFree(): Plugin {
  return {
    name: 'nzbkino:shared-side-effect-free',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/packages/shared/src/')) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsSideEffectFree()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Own chunk for zod: otherwise the bundler merges it into a chunk the shell preloads,
    // although only lazily loaded pages and dialogs validate with it.
    rolldownOptions: {
      output: { advancedChunks: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] } },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});
