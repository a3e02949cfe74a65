import { BookOpen, Bot, GitCommitVertical, History, Sparkles } from 'lucide-react';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import * as styles from './TopBar.css';

/** Focus returns here when the palette closes by Escape or its close button. */
export const PALETTE_TOGGLE_ID = 'bot-palette-toggle';

export interface TopBarProps {
  /** The slug as a title (spec 02 §2: hyphens to spaces, words capitalised). */
  title: string;
  isPaletteOpen: boolean;
  onTogglePalette: () => void;
  onOpenHistory: () => void;
  onOpenAssistant: () => void;
  /** Opens the Versions panel (D69); absent where the designer has no saved sequence to ask. */
  onOpenVersions?: () => void;
}

export function TopBar({ title, isPaletteOpen, onTogglePalette, onOpenHistory, onOpenAssistant, onOpenVersions }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>Workflow Designer</p>
      </div>
      <div className={styles.actions}>
        <Button
          id={PALETTE_TOGGLE_ID}
          size="sm"
          variant={isPaletteOpen ? 'primary' : 'secondary'}
          onPress={onTogglePalette}
          aria-expanded={isPaletteOpen}
          aria-controls="bot-palette"
        >
          <Bot size={16} aria-hidden="true" />
          Bots
        </Button>
        <Button size="sm" variant="secondary" onPress={onOpenHistory}>
          <History size={16} aria-hidden="true" />
          History
        </Button>
        {onOpenVersions ? (
          <Button size="sm" variant="secondary" onPress={onOpenVersions}>
            <GitCommitVertical size={16} aria-hidden="true" />
            Versions
          </Button>
        ) : null}
        <LinkButton to="/documents/overview" variant="secondary" size="sm">
          <BookOpen size={16} aria-hidden="true" />
          Guidelines
        </LinkButton>
        <Button size="sm" variant="secondary" onPress={onOpenAssistant}>
          <Sparkles size={16} aria-hidden="true" />
          AI Assistant
        </Button>
      </div>
    </header>
  );
}
