import { createAppConfig } from '@referrals/rspack-config';
import { PRODUCT_NAME } from '@referrals/ui/product';

export default createAppConfig({
  name: 'shell',
  kind: 'host',
  dirname: import.meta.dirname,
  devPort: 3100,
  title: PRODUCT_NAME,
  icon: './src/brand/mark.svg',
});
