import { BarChart3, Bot, Check, HardDrive, LifeBuoy, type LucideIcon } from 'lucide-react';

/** Spec 01 §2: a feature's icon is chosen by a keyword in its text. */
export function featureIcon(feature: string): LucideIcon {
  const text = feature.toLowerCase();
  if (text.includes('bot')) return Bot;
  if (text.includes('analytic') || text.includes('reporting')) return BarChart3;
  if (text.includes('support')) return LifeBuoy;
  if (text.includes('storage')) return HardDrive;
  return Check;
}
