export { SignalsTable, type SignalsTableProps } from './signals-table';
export { SignalsTableView, type SignalRow, type SignalsTableState } from './signals-table-view';
export { ClassificationBadge, TONE_COLORS } from './classification-badge';
export { SIGNALS_DEFAULT_LIMIT, SIGNALS_TEXT, classificationLabel, classificationTone, cellText } from './signal-format';
