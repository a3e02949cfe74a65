/** The detail modal's and page's fixed key features (02 §2: a fixed list). */
export const keyFeatures = [
  'Easy setup in minutes, no code needed',
  'Runs around the clock on Botflow',
  'Works with the designer: drop it into any sequence',
  'Free updates for the lifetime of the bot',
] as const;

export const termsNotice = 'By purchasing, you agree to our Terms of Service. One-time payment, lifetime access.';

export const marketTagline = 'Discover and buy ready-made bots that automate your work.';

