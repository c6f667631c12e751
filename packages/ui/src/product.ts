/** The product's name (defined with the site's built-in content in `@referrals/contracts`). */
export { PRODUCT_NAME } from '@referrals/contracts';
