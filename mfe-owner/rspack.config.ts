import { createAppConfig } from '@referrals/rspack-config';

export default createAppConfig({
  name: 'mfe_owner',
  kind: 'remote',
  exposes: { './App': './src/app/App.tsx' },
  dirname: import.meta.dirname,
  devPort: 3102,
});
