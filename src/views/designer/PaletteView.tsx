import { useSelector } from '@xstate/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { PaletteItem } from '../../domain/workflow/node-catalogue/palette-items';
import type { paletteMachine } from '../../machines/designer/palette.machine';
import { groupItems, selectCollapsed, selectErrorMessage, selectPaletteBots, selectScripts, selectScriptsStatus, selectSearch } from '../../machines/designer/palette.selectors';
import { BareButton, Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import * as styles from './PaletteView.css';

export interface PaletteViewProps {
  actor: ActorRefFrom<typeof paletteMachine>;
  onAdd: (item: PaletteItem) => void;
}

const emptyHint = { loading: 'Loading scripts...', failed: 'Failed to load scripts', loaded: 'Try adjusting your search terms' } as const;

/** "Search Bots & Scripts" (spec 02 §2 Palette panel). */
export function PaletteView({ actor, onAdd }: PaletteViewProps) {
  const status = useSelector(actor, selectScriptsStatus);
  const search = useSelector(actor, selectSearch);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const scripts = useSelector(actor, selectScripts);
  const collapsed = useSelector(actor, selectCollapsed);
  const bots = useSelector(actor, selectPaletteBots);
  const groups = groupItems(scripts, search, collapsed, bots);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <div className={styles.palette}>
      <TextField
        label="Search Bots & Scripts"
        type="search"
        placeholder="Search by name, description..."
        value={search}
        onChange={(value) => actor.send({ type: 'search.changed', search: value })}
      />
      {search.trim() !== '' ? (
        <p className={styles.found} role="status">
          Found {total} items
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.banner} role="alert">
          <p className={styles.bannerText}>Failed to load scripts: {errorMessage}</p>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'scripts.retry' })}>
            Retry Scripts
          </Button>
        </div>
      ) : null}
      {total === 0 ? (
        <div className={styles.empty}>
          <p>No items found</p>
          <p>{emptyHint[status]}</p>
        </div>
      ) : null}
      {groups.map((group) => {
        const listId = `palette-${group.category.toLowerCase().replace(/\s+/g, '-')}`;
        const loadingScripts = (group.category === 'Scripts' || group.category === 'My Bots') && status === 'loading';
        // With nothing searched, an empty My Bots says where its bots come from instead of vanishing.
        const noActiveBots = group.category === 'My Bots' && status === 'loaded' && search.trim() === '' && group.items.length === 0;
        if (group.items.length === 0 && !loadingScripts && !noActiveBots) return null;
        return (
          <section key={group.category} className={styles.group} aria-label={group.category}>
            <BareButton
              className={styles.groupHeader}
              aria-expanded={group.isOpen}
              aria-controls={listId}
              onPress={() => actor.send({ type: 'category.toggle', category: group.category })}
            >
              {group.isOpen ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
              {group.category}
              {loadingScripts ? <Spinner /> : null}
              <span className={styles.count}>{group.items.length}</span>
            </BareButton>
            {group.isOpen && noActiveBots ? (
              <p id={listId} className={styles.itemDescription}>
                No active bots: turn one on in My Bots.
              </p>
            ) : null}
            {group.isOpen ? (
              <ul id={listId} className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <BareButton className={styles.item} style={{ borderLeftColor: item.color }} onPress={() => onAdd(item)} aria-label={`Add ${item.label}`}>
                      <span className={styles.itemLabel}>{item.label}</span>
                      <span className={styles.itemDescription}>{item.description}</span>
                    </BareButton>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
