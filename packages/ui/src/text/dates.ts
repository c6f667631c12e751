/**
 * A day as the product writes it everywhere ("22 Nov 2026", contracts' `formatDay`), in the browser's time zone;
 * an empty string for a missing or unreadable timestamp.
 */
export { formatDay as formatDate } from '@referrals/contracts';
