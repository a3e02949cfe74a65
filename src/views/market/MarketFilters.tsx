import { X } from 'lucide-react';
import { memo } from 'react';
import { marketTags } from '../../domain/market/market';
import { Button } from '../ui/Button';
import { SearchField } from '../ui/SearchField';
import { ToggleButton } from '../ui/ToggleButton';
import { tagLabel } from './market-format';
import * as styles from './MarketplaceView.css';

export interface MarketFiltersProps {
  search: string;
  chosenTags: readonly string[];
  hasFilters: boolean;
  onSearch: (text: string) => void;
  onToggleTag: (tag: string) => void;
  onClear: () => void;
}

/** Memoised: a key typed in the search box renders the box, not the chips (the keystroke's budget, D107, D111). */
const CategoryChips = memo(function CategoryChips({ chosenTags, onToggleTag }: Pick<MarketFiltersProps, 'chosenTags' | 'onToggleTag'>) {
  return (
    <div className={styles.chips}>
      {marketTags.map((tag) => (
        <ToggleButton key={tag} variant="chip" isSelected={chosenTags.includes(tag)} onChange={() => onToggleTag(tag)}>
          {tagLabel(tag)}
        </ToggleButton>
      ))}
    </div>
  );
});

/** The left panel (02 §2): search box, category chips, clear all filters; the Filters overlay on a phone. */
export function MarketFilters({ search, chosenTags, hasFilters, onSearch, onToggleTag, onClear }: MarketFiltersProps) {
  return (
    <div className={styles.filters}>
      <SearchField className={styles.searchField} aria-label="Search bots" placeholder="Search bots..." value={search} onChange={onSearch} />
      <div className={styles.filterGroup} role="group" aria-labelledby="market-categories">
        <h2 id="market-categories" className={styles.filterTitle}>
          Categories
        </h2>
        <CategoryChips chosenTags={chosenTags} onToggleTag={onToggleTag} />
      </div>
      <Button variant="ghost" size="sm" isDisabled={!hasFilters} onPress={onClear}>
        <X size={16} aria-hidden="true" />
        Clear all filters
      </Button>
    </div>
  );
}
