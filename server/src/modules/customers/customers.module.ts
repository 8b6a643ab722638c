import type { AppModule } from '../../common/app-module';
import { CustomerResolver } from './customer.resolver';
import { StaffCustomerService } from './staff-customers.service';

declare module '../../common/request-context' {
  interface Services {
    /** Staff work on customer accounts and VIP; resolvers check the admin role first. */
    staffCustomers: StaffCustomerService;
  }
}

/** The staff's view of customers: accounts, VIP, history. */
export const customersModule: AppModule = {
  name: 'customers',
  resolvers: [CustomerResolver],
  setup({ messaging }) {
    return { services: { staffCustomers: ({ em }) => new StaffCustomerService(em, messaging) } };
  },
};
