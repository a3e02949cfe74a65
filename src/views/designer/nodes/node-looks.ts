import {
  BadgeCheck,
  Bot,
  Box,
  CircleStop,
  Cog,
  Database,
  FileCode,
  GitBranch,
  Globe,
  Mail,
  Play,
  Server,
  ShieldCheck,
  Shuffle,
  Timer,
  UserCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { isWorkflowNodeType, type WorkflowNodeType } from '../../../domain/workflow/node-catalogue/node-types';

export interface NodeLook {
  icon: LucideIcon;
  /** Border, icon and minimap colour. */
  accent: string;
  /** Icon tile background: a light tint of the accent. */
  tint: string;
  caption: string;
}

export const nodeLooks: Record<WorkflowNodeType, NodeLook> = {
  basic: { icon: Box, accent: '#64748b', tint: '#f1f5f9', caption: 'Basic' },
  process: { icon: Cog, accent: '#2563eb', tint: '#dbeafe', caption: 'Process' },
  decision: { icon: GitBranch, accent: '#d97706', tint: '#fef3c7', caption: 'Decision' },
  start: { icon: Play, accent: '#16a34a', tint: '#dcfce7', caption: 'Start' },
  end: { icon: CircleStop, accent: '#dc2626', tint: '#fee2e2', caption: 'End' },
  timer: { icon: Timer, accent: '#0891b2', tint: '#cffafe', caption: 'Timer' },
  email: { icon: Mail, accent: '#db2777', tint: '#fce7f3', caption: 'Email' },
  transform: { icon: Shuffle, accent: '#7c3aed', tint: '#ede9fe', caption: 'Transform' },
  validate: { icon: ShieldCheck, accent: '#0d9488', tint: '#ccfbf1', caption: 'Validate' },
  api: { icon: Globe, accent: '#ea580c', tint: '#ffedd5', caption: 'API' },
  database: { icon: Database, accent: '#0369a1', tint: '#e0f2fe', caption: 'Database' },
  'user-task': { icon: UserCheck, accent: '#9333ea', tint: '#f3e8ff', caption: 'User Task' },
  approval: { icon: BadgeCheck, accent: '#65a30d', tint: '#ecfccb', caption: 'Approval' },
  service: { icon: Server, accent: '#475569', tint: '#e2e8f0', caption: 'Service' },
  event: { icon: Zap, accent: '#ca8a04', tint: '#fef9c3', caption: 'Event' },
  script: { icon: FileCode, accent: '#4f46e5', tint: '#e0e7ff', caption: 'Script' },
  bot: { icon: Bot, accent: '#0f766e', tint: '#ccfbf1', caption: 'Bot' },
};

/** Unknown types (an imported file may hold any) look like basic nodes. */
export function lookOf(type: string | undefined): NodeLook {
  return isWorkflowNodeType(type) ? nodeLooks[type] : nodeLooks.basic;
}

export function minimapColorOf(node: { type?: string }): string {
  return lookOf(node.type).accent;
}
