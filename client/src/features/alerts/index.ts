export { AlertList } from './alert-list';
