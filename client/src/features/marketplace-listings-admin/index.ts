export { ListingsScreen } from './listings-screen';
export { StolenRegister } from './stolen-register';
