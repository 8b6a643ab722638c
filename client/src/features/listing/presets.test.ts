import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@aurum/rules/catalog/departments';
import { defaultFilters } from '@aurum/rules/catalog/listing-filters';
import { createPreset, PRESET_NAME_REQUIRED, presetNameError, sanitizePresets } from './presets';

const watches = DEPARTMENTS.watches;

describe('filter presets', () => {
  it('need a name that is not blank after trimming', () => {
    expect(presetNameError('')).toBe(PRESET_NAME_REQUIRED);
    expect(presetNameError('   ')).toBe(PRESET_NAME_REQUIRED);
    expect(presetNameError('\t\n')).toBe(PRESET_NAME_REQUIRED);
    expect(presetNameError(' a ')).toBeNull();
  });

  it('hold id, name (trimmed), filters and timestamp', () => {
    const filters = { ...defaultFilters(watches), brands: ['Rolex'] };
    expect(createPreset('  Steel Rolex ', filters, 1700, 'p1')).toEqual({ id: 'p1', name: 'Steel Rolex', filters, timestamp: 1700 });
  });

  it('are stored per category under the aurum_ keys', () => {
    expect(DEPARTMENTS.watches.presetsKey).toBe('watch_presets');
    expect(DEPARTMENTS.clothing.presetsKey).toBe('clothing_presets');
  });

  it('drop malformed stored entries and re-validate their filters', () => {
    const stored = [
      { id: 'a', name: 'Divers', filters: { waterResistances: ['300m', 'deep'] }, timestamp: 5 },
      { id: 'b', name: '  ', filters: {}, timestamp: 6 },
      { name: 'no id' },
      'junk',
    ];
    const presets = sanitizePresets(stored, watches);
    expect(presets).toHaveLength(1);
    expect(presets[0].filters.waterResistances).toEqual(['300m']);
    expect(sanitizePresets('not a list', watches)).toEqual([]);
  });
});
