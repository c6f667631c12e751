/** The product's name, written once: page titles, the logo, welcome toasts. */
export const PRODUCT_NAME = 'ReferralHub';
