import type { AppModule } from '../../common/app-module';
import { ServiceRequestResolver } from './service-request.resolver';
import { ServiceRequest } from './service-request.entity';
import { ServiceRequestService } from './service-request.service';
import { StaffServiceRequestService } from './staff-service-requests.service';

declare module '../../common/request-context' {
  interface Services {
    /** Returns and repairs as customers raise and follow them. */
    serviceRequests: ServiceRequestService;
    /** Staff work on returns and repairs; resolvers check the admin role first. */
    staffServiceRequests: StaffServiceRequestService;
  }
}

/** Returns and repairs. */
export const returnsModule: AppModule = {
  name: 'returns',
  entities: [ServiceRequest],
  resolvers: [ServiceRequestResolver],
  setup({ messaging }) {
    return {
      services: {
        serviceRequests: ({ em }) => new ServiceRequestService(em),
        staffServiceRequests: ({ em, services }) => new StaffServiceRequestService(em, services.staffOrders, messaging),
      },
    };
  },
};
