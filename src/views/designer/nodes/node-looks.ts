import {
  BadgeCheck,
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

/** The node types of spec 02 §3, each with its own look. */
export const workflowNodeTypes = [
  'basic',
  'process',
  'decision',
  'start',
  'end',
  'timer',
  'email',
  'transform',
  'validate',
  'api',
  'database',
  'user-task',
  'approval',
  'service',
  'event',
  'script',
] as const;

export type WorkflowNodeType = (typeof workflowNodeTypes)[number];

export interface NodeLook {
  icon: LucideIcon;
  /** Border, icon and minimap colour. */
  accent: string;
  /** Icon tile background: a light tint of the accent. */
  tint: string;
  caption: string;
  /** Which handles the node has (spec 02 §4). */
  handles: 'output-only' | 'input-only' | 'decision' | 'in-out';
}

export const nodeLooks: Record<WorkflowNodeType, NodeLook> = {
  basic: { icon: Box, accent: '#64748b', tint: '#f1f5f9', caption: 'Basic', handles: 'in-out' },
  process: { icon: Cog, accent: '#2563eb', tint: '#dbeafe', caption: 'Process', handles: 'in-out' },
  decision: { icon: GitBranch, accent: '#d97706', tint: '#fef3c7', caption: 'Decision', handles: 'decision' },
  start: { icon: Play, accent: '#16a34a', tint: '#dcfce7', caption: 'Start', handles: 'output-only' },
  end: { icon: CircleStop, accent: '#dc2626', tint: '#fee2e2', caption: 'End', handles: 'input-only' },
  timer: { icon: Timer, accent: '#0891b2', tint: '#cffafe', caption: 'Timer', handles: 'in-out' },
  email: { icon: Mail, accent: '#db2777', tint: '#fce7f3', caption: 'Email', handles: 'in-out' },
  transform: { icon: Shuffle, accent: '#7c3aed', tint: '#ede9fe', caption: 'Transform', handles: 'in-out' },
  validate: { icon: ShieldCheck, accent: '#0d9488', tint: '#ccfbf1', caption: 'Validate', handles: 'in-out' },
  api: { icon: Globe, accent: '#ea580c', tint: '#ffedd5', caption: 'API', handles: 'in-out' },
  database: { icon: Database, accent: '#0369a1', tint: '#e0f2fe', caption: 'Database', handles: 'in-out' },
  'user-task': { icon: UserCheck, accent: '#9333ea', tint: '#f3e8ff', caption: 'User Task', handles: 'in-out' },
  approval: { icon: BadgeCheck, accent: '#65a30d', tint: '#ecfccb', caption: 'Approval', handles: 'in-out' },
  service: { icon: Server, accent: '#475569', tint: '#e2e8f0', caption: 'Service', handles: 'in-out' },
  event: { icon: Zap, accent: '#ca8a04', tint: '#fef9c3', caption: 'Event', handles: 'in-out' },
  script: { icon: FileCode, accent: '#4f46e5', tint: '#e0e7ff', caption: 'Script', handles: 'in-out' },
};

export function isWorkflowNodeType(type: string | undefined): type is WorkflowNodeType {
  return type !== undefined && Object.hasOwn(nodeLooks, type);
}

/** Unknown types (an imported file may hold any) look like basic nodes. */
export function lookOf(type: string | undefined): NodeLook {
  return isWorkflowNodeType(type) ? nodeLooks[type] : nodeLooks.basic;
}

export function minimapColorOf(node: { type?: string }): string {
  return lookOf(node.type).accent;
}
