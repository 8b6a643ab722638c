import { describe, expect, it, vi } from 'vitest';
import type { ServiceScope } from '../../common/app-module';
import { LocallyCountedLimit } from '../../common/rate-limit/locally-counted-limit';
import { ADDRESS_BUDGET } from './partner-access';
import type { PartnerDependencies } from './partner-keys.service';
import { partnerKeysService } from './partners.module';

describe('the partnerKeys service of a request without a key', () => {
  it('charges the address budget in memory and never forks the request’s entity manager', async () => {
    const entityManager = vi.fn(() => {
      throw new Error('an anonymous charge must not fork an entity manager');
    });
    const scope = {
      entityManager,
      get em() {
        return entityManager();
      },
    } as unknown as ServiceScope;
    const addressBudget = new LocallyCountedLimit(ADDRESS_BUDGET, async () => new Map<string, number>());
    const service = partnerKeysService({ addressBudget } as unknown as PartnerDependencies)(scope);
    const outcome = await service.charge({ partner: null, user: null, address: '203.0.113.9' }, 415);
    expect(outcome).toMatchObject({ allowed: true, payer: 'address', capacity: ADDRESS_BUDGET.capacity, remaining: ADDRESS_BUDGET.capacity - 415 });
    expect(entityManager).not.toHaveBeenCalled();
  });
});
