import type { AppModule } from '../../common/app-module';
import { shopOrigin } from '../../config';
import { SUPPORT_ENTITIES } from './support-ticket.entity';
import { SupportResolver } from './support.resolver';
import { supportRoutes } from './support.routes';
import { SupportService } from './support.service';

declare module '../../common/request-context' {
  interface Services {
    support: SupportService;
  }
}

/** Customers' support tickets, their messages and attachments, and the staff's replies. */
export const supportModule: AppModule = {
  name: 'support',
  entities: SUPPORT_ENTITIES,
  resolvers: [SupportResolver],
  setup({ config, files }) {
    const origin = shopOrigin(config);
    return {
      services: { support: ({ em, services }) => new SupportService(em, services.accounts.transport, origin, files) },
      routes: { api: [supportRoutes(files)] },
    };
  },
};
