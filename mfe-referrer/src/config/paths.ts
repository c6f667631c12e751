/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  /** Owned by mfe-public: the landing page, where a visitor finds a business to refer. */
  home: '/',
  login: '/referrer/login',
  /** The link of a sign-in e-mail: signs in without the password, once. */
  loginLink: '/referrer/login/:token',
  /** The campaigns the signed-in person joined: one is chosen for the dashboard. */
  campaigns: '/referrer/campaigns',
  /** The chosen campaign's progress, link, leaderboard and personal code. */
  dashboard: '/referrer/dashboard',
  /** Every reward voucher the person earned, in any campaign: code, QR code, state and PDF. */
  rewards: '/referrer/rewards',
  /** The friends the person referred, per campaign: first name and state. */
  friends: '/referrer/friends',
  forgotPassword: '/referrer/forgot-password',
  /** The link of a password-reset e-mail. */
  resetPassword: '/referrer/reset-password/:token',
} as const;
