import { BarChart3, BookOpen, ChartNoAxesColumn, Bot, CreditCard, Info, KeyRound, KeySquare, LayoutDashboard, LockKeyhole, Receipt, Sparkles, Store, User, Workflow, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The navigation bar's links (spec 01 §2). */
export const mainLinks: readonly NavItem[] = [
  { to: '/marketplace', label: 'Marketplace', icon: Store },
  { to: '/my-bots', label: 'My Bots', icon: Bot },
  { to: '/sequences', label: 'Sequences', icon: Workflow },
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
];

/**
 * What a signed-out visitor's header offers on every public page (the landing page, About, Docs):
 * the app's links would only bounce to the login page.
 */
export const publicLinks: readonly NavItem[] = [
  { to: '/about-us', label: 'About Us', icon: Info },
  { to: '/documents/overview', label: 'Documentation', icon: BookOpen },
];

/** The user menu's links (spec 02 §2), with Credentials (D66), API Keys (D137), a seller's Sales (D130) and Insights (D148) among the account's pages; Logout follows them. */
export const accountLinks: readonly NavItem[] = [
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/subscriptions', label: 'Subscriptions', icon: Sparkles },
  { to: '/payment', label: 'Payment', icon: CreditCard },
  { to: '/payment-history', label: 'Payment History', icon: Receipt },
  { to: '/sales', label: 'Sales', icon: BarChart3 },
  { to: '/insights', label: 'Insights', icon: ChartNoAxesColumn },
  { to: '/credentials', label: 'Credentials', icon: LockKeyhole },
  { to: '/api-keys', label: 'API Keys', icon: KeySquare },
  { to: '/change-password', label: 'Change Password', icon: KeyRound },
];
