export { CustomersScreen } from './customers-screen';
export { CustomerScreen } from './customer-screen';
