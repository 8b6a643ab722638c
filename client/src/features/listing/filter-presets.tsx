import { useState, type FormEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { BookmarkIcon, Button, Dialog, TextField, TrashIcon, useToast } from '../../components/ui';
import { iconToggle } from './control-styles';
import type { Department } from '@aurum/rules/catalog/department';
import { countActiveFilters } from './active-filters';
import type { ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { PRESET_NAME_MAX, presetNameError } from './presets';
import { usePresets } from './use-presets';

interface FilterPresetsProps {
  department: Department;
  filters: ListingFilters;
  onLoad: (filters: ListingFilters) => void;
}

/** Made on first use: a page's first Intl formatter costs a phone ~100 ms (issue 17), and most visitors have no presets. */
let savedOnFormat: Intl.DateTimeFormat | undefined;
const savedOn = () => (savedOnFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** Save the current filters under a name, load them back, delete them (kept per department). */
export function FilterPresets({ department, filters, onLoad }: FilterPresetsProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const { presets, save, remove } = usePresets(department);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const problem = presetNameError(name);
    setError(problem);
    if (problem) return;
    const preset = save(name, filters);
    setName('');
    toast({ title: 'Preset saved', description: `“${preset.name}” is ready to load any time.`, variant: 'success' });
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label="Saved filter presets" css={iconToggle(theme)}>
        <BookmarkIcon size={18} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Filter Presets" description="Save the filters you use most and return to them in one click.">
        <form onSubmit={onSave} noValidate css={css`display: grid; gap: ${theme.space[3]};`}>
          <TextField
            label="Preset name"
            value={name}
            maxLength={PRESET_NAME_MAX}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="secondary">
            Save Current Filters
          </Button>
        </form>
        <h3 css={css`margin-top: ${theme.space[6]}; font-size: ${theme.fontSizes.xl};`}>Your presets</h3>
        {presets.length === 0 ? (
          <p css={css`margin-top: ${theme.space[2]}; color: var(--fg-muted);`}>No presets saved yet.</p>
        ) : (
          <ul role="list" css={css`margin-top: ${theme.space[3]}; border-top: 1px solid var(--hairline);`}>
            {presets.map((preset) => {
              const count = countActiveFilters(preset.filters, department);
              return (
                <li
                  key={preset.id}
                  css={css`
                    display: flex;
                    align-items: center;
                    gap: ${theme.space[3]};
                    padding-block: ${theme.space[3]};
                    border-bottom: 1px solid var(--hairline);
                  `}
                >
                  <span css={css`flex: 1; min-width: 0; display: grid;`}>
                    <span css={css`font-weight: 600; overflow-wrap: anywhere;`}>{preset.name}</span>
                    <span css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
                      {count} {count === 1 ? 'filter' : 'filters'} · saved {savedOn().format(preset.timestamp)}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    aria-label={`Load preset ${preset.name}`}
                    onClick={() => {
                      onLoad(preset.filters);
                      setOpen(false);
                      toast({ title: 'Preset loaded', description: `Showing “${preset.name}”.` });
                    }}
                  >
                    Load
                  </Button>
                  <button
                    type="button"
                    aria-label={`Delete preset ${preset.name}`}
                    onClick={() => remove(preset.id)}
                    css={[iconToggle(theme), css`width: 2.25rem; height: 2.25rem;`]}
                  >
                    <TrashIcon size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
    </>
  );
}
