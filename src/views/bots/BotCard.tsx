import { Bot as BotIcon, Copy, EllipsisVertical, Pencil, Star, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { Bot } from '../../domain/bots/bots';
import { usd } from '../../domain/money';
import { cardTags } from '../../machines/bots/my-bots.selectors';
import { BareButton, Button } from '../ui/Button';
import { Menu, MenuItem, MenuTrigger, Popover, type Key } from '../ui/Menu';
import { ToggleButton } from '../ui/ToggleButton';
import * as styles from './BotCard.css';

export interface BotCardProps {
  bot: Bot;
  onToggle: (bot: Bot) => void;
  onViewDetails: (bot: Bot) => void;
  onEdit: (bot: Bot) => void;
  onDuplicate: (bot: Bot) => void;
  onDelete: (bot: Bot) => void;
  /** Opens the update of a bought bot whose listing has a newer version (D130). */
  onUpdate: (bot: Bot) => void;
}

/** One bot of the grid (spec 02 §2 bot card). Memoised: a toggle re-renders only its own card. */
export const BotCard = memo(function BotCard({ bot, onToggle, onViewDetails, onEdit, onDuplicate, onDelete, onUpdate }: BotCardProps) {
  const tags = cardTags(bot);
  const onAction = (key: Key) => {
    if (key === 'edit') onEdit(bot);
    else if (key === 'duplicate') onDuplicate(bot);
    else if (key === 'delete') onDelete(bot);
  };
  return (
    <li className={styles.card} data-testid="bot-card">
      <div className={styles.media}>
        {bot.image ? <img className={styles.image} src={bot.image} alt="" loading="lazy" /> : <BotIcon size={40} aria-hidden="true" />}
        {bot.needsSetup ? (
          // D66: a bot whose required inputs are empty cannot run; the badge opens its setup in Edit.
          <BareButton className={styles.setupBadge} onPress={() => onEdit(bot)} aria-label={`Needs setup: set up ${bot.title}`}>
            Needs setup
          </BareButton>
        ) : null}
        {bot.updateTo !== null ? (
          <BareButton className={styles.updateBadge} onPress={() => onUpdate(bot)} aria-label={`Update ${bot.title} to version ${bot.updateTo}`}>
            Update
          </BareButton>
        ) : null}
        <span className={styles.badge} data-active={bot.isActive || undefined}>
          <span className={styles.badgeLong}>{bot.isActive ? 'Active' : 'Inactive'}</span>
          <span className={styles.badgeShort} aria-hidden="true">
            {bot.isActive ? 'ON' : 'OFF'}
          </span>
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.figures}>
          <span className={styles.rating} aria-label={`Rating ${bot.rating}`}>
            <Star size={14} aria-hidden="true" fill="currentColor" />
            {bot.rating}
          </span>
          <span className={styles.price}>{usd(bot.price)}</span>
        </div>
        <h2 className={styles.title}>{bot.title}</h2>
        {bot.description ? <p className={styles.description}>{bot.description}</p> : null}
        <p className={styles.author}>by {bot.author}</p>
        {bot.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {tags.shown.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
            {tags.more > 0 ? (
              <li className={styles.tag} aria-label={`${tags.more} more`}>
                +{tags.more}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.actions}>
        <ToggleButton className={styles.toggle} isSelected={bot.isActive} onChange={() => onToggle(bot)} aria-label={`${bot.title} active`}>
          {bot.isActive ? 'ON' : 'OFF'}
        </ToggleButton>
        <Button variant="secondary" size="sm" className={styles.grow} onPress={() => onViewDetails(bot)} aria-label={`View Details of ${bot.title}`}>
          View Details
        </Button>
        <MenuTrigger>
          <BareButton className={styles.menuButton} aria-label={`More actions for ${bot.title}`}>
            <EllipsisVertical size={16} aria-hidden="true" />
          </BareButton>
          <Popover placement="bottom end" offset={4}>
            <Menu className={styles.menu} onAction={onAction} aria-label={`Actions for ${bot.title}`}>
              <MenuItem id="edit" className={styles.menuItem} textValue="Edit">
                <Pencil size={16} aria-hidden="true" />
                Edit
              </MenuItem>
              <MenuItem id="duplicate" className={styles.menuItem} textValue="Duplicate">
                <Copy size={16} aria-hidden="true" />
                Duplicate
              </MenuItem>
              <MenuItem id="delete" className={styles.menuItem} textValue="Delete" data-danger>
                <Trash2 size={16} aria-hidden="true" />
                Delete
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </li>
  );
});
