import { createPageLoaderConfig } from '@referrals/rspack-config';

// The script a server-rendered page loads instead of the shell's entry (docs/adr/0022-server-rendered-public-pages.md),
// built after the browser build into its dist/page-loader: the gateway finds it among the shell's built files.
export default createPageLoaderConfig({ dirname: import.meta.dirname, entry: './src/page-loader.ts' });
