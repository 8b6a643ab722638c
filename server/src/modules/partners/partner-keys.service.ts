import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { diffFields, recordStaffAction } from '../../common/audit/staff-actions';
import type { CurrentUser, EntityManagerSource } from '../../common/request-context';
import { AppError, badRequest, notFound } from '../../common/errors';
import { RateLimiter, type TakeOutcome } from '../../common/rate-limit/rate-limiter';
import type { StaffPageData, StaffPageWindow } from '../../common/staff-page';
import type { PartnerIdentity } from '../../common/request-context';
import { KEY_LIMITS, KEY_MESSAGES as KEY_RULE_MESSAGES, PARTNER_SCOPES, type PartnerScope } from '@aurum/rules/partners/partner-key-rules';
import { originsProblem } from '@aurum/rules/partners/partner-origin-rules';
import { PartnerApiKey } from './partner-key.entity';
import { PARTNER_KEYS_CHANNEL, type PartnerKeyCache } from './partner-key-cache';
import type { PartnerOrigins } from './partner-origins';
import type { PartnerUsageRecorder } from './partner-usage';
import type { LocallyCountedLimit } from '../../common/rate-limit/locally-counted-limit';

/** What partner requests share across one process: live keys and their origins in memory, usage added up before it is written, the address budget. */
export interface PartnerDependencies {
  keyCache: PartnerKeyCache;
  origins: PartnerOrigins;
  usage: PartnerUsageRecorder;
  /** The query budget of callers without a key, counted in memory (ADDRESS_BUDGET). */
  addressBudget: LocallyCountedLimit;
}

/** Who pays for a request: a partner key, or the network address of a caller without one. */
export interface Caller {
  partner: PartnerIdentity | null;
  user: CurrentUser | null;
  address: string;
}

/** A charge to a caller's budget, with that budget's size. */
export interface BudgetOutcome extends TakeOutcome {
  capacity: number;
  payer: 'key' | 'address';
}

export const KEY_MESSAGES = {
  ...KEY_RULE_MESSAGES,
  notFound: 'There is no such API key.',
  revoked: 'This key is already revoked.',
} as const;

export interface NewKeyInput {
  label: string;
  scopes: string[];
  costPerMinute?: number | null;
  allowedOrigins?: string[] | null;
}

type KeyFields = { label: string; scopes: PartnerScope[]; costPerMinute: number; allowedOrigins: string[] };

export interface IssuedKey {
  key: PartnerApiKey;
  /** The whole secret: shown once, never stored. */
  secret: string;
}

export interface KeyUsageRow {
  hour: Date;
  calls: number;
  cost: number;
  errors: number;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Partner API keys: issued, rotated and revoked by staff (audited), checked on every partner request. */
export class PartnerKeyService {
  /**
   * The request's entity manager, forked when first used: every GraphQL request asks this service for its
   * budget, and an anonymous listing the engine answers needs no fork (a fork's construction cost showed in
   * the listing's profile).
   */
  constructor(
    private readonly entityManager: EntityManagerSource,
    private readonly dependencies: PartnerDependencies,
  ) {}

  private get em(): EntityManager {
    return this.entityManager();
  }

  /** One page of the keys, live ones first, then newest. */
  async list(page: StaffPageWindow): Promise<StaffPageData<PartnerApiKey>> {
    const [items, totalCount] = await this.em.findAndCount(PartnerApiKey, {}, { orderBy: { revokedAt: 'desc nulls first', createdAt: 'desc', id: 'desc' }, ...page });
    return { items, totalCount };
  }

  async create(actor: CurrentUser, input: NewKeyInput): Promise<IssuedKey> {
    const fields = validateKey(input);
    const issued = await this.em.transactional(async (em) => {
      const issued = issue(em, actor, fields);
      await em.flush();
      if (fields.allowedOrigins.length > 0) await announceChange(em, issued.key.id);
      recordStaffAction(em, actor, { action: 'api_key.create', subjectType: 'api_key', subjectId: issued.key.id, changes: fields });
      return issued;
    });
    if (fields.allowedOrigins.length > 0) await this.dependencies.origins.refresh();
    return issued;
  }

  /** The web origins whose pages may call the API with the key (CORS); every process hears of it at once. */
  async updateOrigins(actor: CurrentUser, id: number, origins: string[], reason: string): Promise<PartnerApiKey> {
    const why = validReason(reason);
    const allowedOrigins = validOrigins(origins);
    const updated = await this.em.transactional(async (em) => {
      const key = await liveKey(em, id);
      const changes = diffFields(key, { allowedOrigins });
      key.allowedOrigins = allowedOrigins;
      await announceChange(em, key.id);
      recordStaffAction(em, actor, { action: 'api_key.origins', subjectType: 'api_key', subjectId: key.id, reason: why, changes });
      return key;
    });
    this.dependencies.keyCache.forget(id);
    await this.dependencies.origins.refresh();
    return updated;
  }

  /** A new secret for the same partner; the old one stops working at once. */
  async rotate(actor: CurrentUser, id: number, reason: string): Promise<IssuedKey> {
    const why = validReason(reason);
    const issued = await this.em.transactional(async (em) => {
      const old = await liveKey(em, id);
      old.revokedAt = new Date();
      await announceChange(em, old.id);
      const issued = issue(em, actor, { label: old.label, scopes: old.scopes, costPerMinute: old.costPerMinute, allowedOrigins: [...old.allowedOrigins] });
      await em.flush();
      recordStaffAction(em, actor, { action: 'api_key.rotate', subjectType: 'api_key', subjectId: old.id, reason: why, changes: { replacedBy: issued.key.id } });
      return issued;
    });
    this.dependencies.keyCache.forget(id);
    await this.dependencies.origins.refresh();
    return issued;
  }

  async revoke(actor: CurrentUser, id: number, reason: string): Promise<PartnerApiKey> {
    const why = validReason(reason);
    const revoked = await this.em.transactional(async (em) => {
      const key = await liveKey(em, id);
      key.revokedAt = new Date();
      await announceChange(em, key.id);
      recordStaffAction(em, actor, { action: 'api_key.revoke', subjectType: 'api_key', subjectId: key.id, reason: why });
      return key;
    });
    this.dependencies.keyCache.forget(id);
    await this.dependencies.origins.refresh();
    return revoked;
  }

  /** The key a secret belongs to, unless it is unknown or revoked: from this process's live keys, else one plain statement. */
  async authenticate(secret: string): Promise<PartnerIdentity | null> {
    if (secret.length < 20 || secret.length > 200) return null;
    const hash = hashSecret(secret);
    const { keyCache } = this.dependencies;
    let key = keyCache.lookup(hash);
    if (!key) {
      const ticket = keyCache.ticket();
      const { rows } = await this.em.getKnex().raw('select id, label, scopes, cost_per_minute, allowed_origins from partner_api_key where secret_hash = ? and revoked_at is null', [hash]);
      const row = rows[0] as { id: number; label: string; scopes: PartnerScope[]; cost_per_minute: number; allowed_origins: string[] } | undefined;
      if (!row) return null;
      key = { keyId: row.id, label: row.label, scopes: row.scopes, costPerMinute: row.cost_per_minute, allowedOrigins: row.allowed_origins };
      keyCache.remember(hash, key, ticket);
    }
    return { ...key, scopes: key.scopes as readonly PartnerScope[], charged: 0 };
  }

  /**
   * Spends `cost` from the caller's budget: a key's per-minute budget (one statement on the shared bucket), or,
   * without a key, the address's (in memory, settled about once a second). The same request costs the same either
   * way. Staff signed in to the back office are not charged (null).
   */
  async charge(caller: Caller, cost: number): Promise<BudgetOutcome | null> {
    const { partner } = caller;
    if (partner) {
      const budget = { bucket: 'partner_cost', capacity: partner.costPerMinute, windowSeconds: 60, refill: 'leak' } as const;
      const outcome = await new RateLimiter(this.em).take(budget, String(partner.keyId), cost);
      if (outcome.allowed) partner.charged += cost;
      return { ...outcome, capacity: partner.costPerMinute, payer: 'key' };
    }
    if (caller.user?.isAdmin) return null;
    const { addressBudget } = this.dependencies;
    return { ...addressBudget.take(caller.address, cost), capacity: addressBudget.limit.capacity, payer: 'address' };
  }

  /** Adds one call to the key's hourly aggregate (written within a second, see PartnerUsageRecorder). */
  recordUsage(keyId: number, cost: number, failed: boolean): void {
    this.dependencies.usage.record(keyId, cost, failed);
  }

  /** A key's hourly usage over the last `hours` hours, oldest first. */
  async usage(keyId: number, hours = 48): Promise<KeyUsageRow[]> {
    const { rows } = await this.em.getKnex().raw(
      `select hour, calls, cost::float8 as cost, errors from partner_api_usage
        where key_id = ? and hour > now() - make_interval(hours => ?) order by hour`,
      [keyId, hours],
    );
    return (rows as KeyUsageRow[]).map((row) => ({ ...row, hour: new Date(row.hour) }));
  }
}

function issue(em: EntityManager, actor: CurrentUser, fields: KeyFields): IssuedKey {
  const secret = `aur_${randomBytes(32).toString('base64url')}`;
  const key = em.create(PartnerApiKey, { ...fields, prefix: secret.slice(0, 12), secretHash: hashSecret(secret), createdBy: actor.email });
  return { key, secret };
}

/** Every process drops the key from memory and rereads the origins when this transaction commits (PostgreSQL sends NOTIFYs on commit). */
async function announceChange(em: EntityManager, keyId: number): Promise<void> {
  // In the transaction (its context passed): without it the NOTIFY went out on another connection at once,
  // before the commit, and a process could reread the key unchanged and keep it.
  await em.getConnection().execute('select pg_notify(?, ?)', [PARTNER_KEYS_CHANNEL, String(keyId)], 'all', em.getTransactionContext());
}

async function liveKey(em: EntityManager, id: number): Promise<PartnerApiKey> {
  const key = await em.findOne(PartnerApiKey, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!key) throw notFound(KEY_MESSAGES.notFound);
  if (key.revokedAt) throw new AppError('CONFLICT', KEY_MESSAGES.revoked);
  return key;
}

function validateKey(input: NewKeyInput): KeyFields {
  const label = input.label.trim();
  if (label.length < 1 || label.length > KEY_LIMITS.labelMax) throw badRequest(KEY_MESSAGES.label, { field: 'label' });
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0 || scopes.some((scope) => !(PARTNER_SCOPES as readonly string[]).includes(scope))) throw badRequest(KEY_MESSAGES.scopes, { field: 'scopes' });
  const costPerMinute = input.costPerMinute ?? KEY_LIMITS.defaultCostPerMinute;
  if (!Number.isInteger(costPerMinute) || costPerMinute < KEY_LIMITS.minCostPerMinute || costPerMinute > KEY_LIMITS.maxCostPerMinute) {
    throw badRequest(KEY_MESSAGES.costPerMinute, { field: 'costPerMinute' });
  }
  return { label, scopes: scopes as PartnerScope[], costPerMinute, allowedOrigins: validOrigins(input.allowedOrigins ?? []) };
}

function validOrigins(origins: string[]): string[] {
  const problem = originsProblem(origins);
  if (problem) throw badRequest(problem, { field: 'allowedOrigins' });
  return origins;
}

function validReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 1 || trimmed.length > KEY_LIMITS.reasonMax) throw badRequest(KEY_MESSAGES.reason, { field: 'reason' });
  return trimmed;
}
