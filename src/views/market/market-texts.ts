/** The detail modal's and page's fixed key features (02 §2: a fixed list). */
export const keyFeatures = [
  'Easy setup in minutes, no code needed',
  'Runs around the clock on Botflow',
  'Works with the designer: drop it into any sequence',
  'Free updates for the lifetime of the bot',
] as const;

export const termsNotice = 'By purchasing, you agree to our Terms of Service. One-time payment, lifetime access.';

export const marketTagline = 'Discover and buy ready-made bots that automate your work.';

/** The detail page's three fixed reviews (02 §2: placeholder reviews). */
export const fixedReviews = [
  { author: 'Sarah M.', rating: 5, text: 'Set it up in ten minutes and it has run every day since. Exactly what I needed.' },
  { author: 'James K.', rating: 4, text: 'Does what it says. The workflow was easy to adapt to our own steps.' },
  { author: 'Priya R.', rating: 5, text: 'Saves our team hours every week. Support answered within the day.' },
] as const;
