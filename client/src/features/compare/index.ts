export { CompareButton } from './compare-button';
