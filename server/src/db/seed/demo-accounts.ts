import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/accounts/password-hasher';
import { User } from '../../modules/accounts/user.entity';

/** Named in README.md. Development only: a production start never creates them. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@aurum.example', password: 'AurumAdmin!2026', role: 'admin', isVip: false, firstName: 'Ada', lastName: 'Sterling', phone: '+447400100001' },
  { email: 'customer@aurum.example', password: 'AurumClient!2026', role: 'customer', isVip: false, firstName: 'Charles', lastName: 'Whitmore', phone: '+447400100002' },
  { email: 'vip@aurum.example', password: 'AurumVip!2026', role: 'customer', isVip: true, firstName: 'Victoria', lastName: 'Ashby', phone: '+447400100003' },
] as const;

/** Creates the verified demo accounts that are missing; returns a line for the start log, or null. */
export async function seedDemoAccounts(em: EntityManager): Promise<string | null> {
  const existing = new Set((await em.find(User, { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) } })).map((u) => u.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.email));
  if (missing.length === 0) return null;
  for (const { password, ...account } of missing) {
    em.create(User, {
      ...account,
      username: account.email,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      phoneVerified: true,
      address: '12 Mount Street',
      city: 'London',
      county: 'Greater London',
      postcode: 'W1K 2RD',
      country: 'United Kingdom',
    });
  }
  await em.flush();
  return `Created demo accounts: ${missing.map((a) => a.email).join(', ')} (passwords in README.md)`;
}
