export { InfoPage } from './info-page';
export type { InfoPageContent, Block, Action } from './content-types';
