import { createServerRenderConfig } from '@referrals/rspack-config';

// The server build of the marketing pages (docs/adr/0022-server-rendered-public-pages.md), built after the
// browser build into its dist/server: the gateway imports dist/server/render.mjs (the manifest's `server`).
export default createServerRenderConfig({
  name: 'mfe_public',
  dirname: import.meta.dirname,
  entry: './src/server.tsx',
});
