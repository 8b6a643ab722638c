import type { AppModule, ServiceScope } from '../../common/app-module';
import { PartnerApiKey, PartnerApiUsage } from './partner-key.entity';
import { PartnerKeyCache } from './partner-key-cache';
import { partnerCorsHeaders, partnerPreflight } from './partner-cors';
import { LIVE_ORIGINS_SQL, PartnerOrigins } from './partner-origins';
import { PartnerKeyResolver } from './partner-key.resolver';
import { type PartnerDependencies, PartnerKeyService } from './partner-keys.service';
import { loadPartnerKey, restBudgetGate } from './partner-requests';
import { ADDRESS_BUDGET } from './partner-access';
import { LocallyCountedLimit } from '../../common/rate-limit/locally-counted-limit';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { partnerSandboxRoutes } from './partner-sandbox.routes';
import { PartnerUsageRecorder } from './partner-usage';

declare module '../../common/app-module' {
  interface AppDependencies {
    /** This process's live partner keys (tests of revocation reach it through the app handle). */
    partnerKeyCache: PartnerKeyCache;
  }
}

declare module '../../common/request-context' {
  interface Services {
    partnerKeys: PartnerKeyService;
  }
}

/**
 * The request's `partnerKeys` service. It takes the entity manager unforked: every GraphQL request charges its
 * budget through it, and an anonymous listing the engine answers needs no fork.
 */
export const partnerKeysService = (partners: PartnerDependencies) => ({ entityManager }: ServiceScope) => new PartnerKeyService(entityManager, partners);

/** The partner API: keys, their scopes, budgets and web origins (CORS), the budget of callers without a key, usage records and the sandbox page. */
export const partnersModule: AppModule = {
  name: 'partners',
  entities: [PartnerApiKey, PartnerApiUsage],
  resolvers: [PartnerKeyResolver],
  setup(dependencies) {
    const { orm, config } = dependencies;
    const addressBudget = new LocallyCountedLimit(ADDRESS_BUDGET, (spent) => new RateLimiter(orm.em.fork()).settle(ADDRESS_BUDGET, spent), {
      exempt: config.rateLimitExemptAddresses,
    });
    const loadOrigins = async () => (await orm.em.fork().getConnection().execute<{ origin: string }[]>(LIVE_ORIGINS_SQL)).map((row) => row.origin);
    const partners = {
      keyCache: new PartnerKeyCache(orm.config.get('clientUrl')),
      origins: new PartnerOrigins(loadOrigins),
      usage: new PartnerUsageRecorder(orm, config.partnerUsageFlushMs),
      addressBudget,
    };
    // Another process changed a key, or this one listens again after missing NOTIFYs: read the origins again.
    partners.keyCache.onChange(() => void partners.origins.refresh());
    void partners.origins.refresh();
    partners.keyCache.start();
    partners.usage.start();
    addressBudget.start();
    dependencies.partnerKeyCache = partners.keyCache;
    return {
      services: { partnerKeys: partnerKeysService(partners) },
      routes: { identify: [partnerPreflight(partners.origins), loadPartnerKey, partnerCorsHeaders], apiGate: [restBudgetGate], pages: [partnerSandboxRoutes()] },
      stop: async () => {
        await partners.keyCache.stop();
        await partners.usage.stop();
        await addressBudget.stop();
      },
    };
  },
};
