import type { AppModule } from '../../common/app-module';
import { ACCOUNT_ENTITIES } from './account-entities';
import { AccountResolver } from './account.resolver';
import { AccountServices } from './account-services';
import { accountDependencies } from './account-settings';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { loadSessionUser } from './session.middleware';

declare module '../../common/request-context' {
  interface Services {
    accounts: AccountServices;
  }
}

/** Customers' and staff accounts: sign-up, sign-in, sessions, verification, settings. */
export const accountsModule: AppModule = {
  name: 'accounts',
  entities: ACCOUNT_ENTITIES,
  resolvers: [AuthResolver, AccountResolver],
  setup(dependencies) {
    const accounts = accountDependencies(dependencies.config);
    return {
      services: { accounts: ({ em }) => new AccountServices(em, accounts, dependencies.messaging) },
      routes: { identify: [loadSessionUser], api: [authRoutes()] },
    };
  },
};
