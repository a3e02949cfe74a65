export const termsNotice = 'By purchasing, you agree to our Terms of Service. One-time payment, lifetime access.';

export const marketTagline = 'Discover and buy ready-made bots that automate your work.';

