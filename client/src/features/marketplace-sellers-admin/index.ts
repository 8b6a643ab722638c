export { SellersScreen } from './sellers-screen';
