import { Entity, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';

import type { PartnerScope } from '@aurum/rules/partners/partner-key-rules';

/**
 * A partner's API key. Only a SHA-256 hash of the secret is kept: the secret is
 * shown once, when the key is created or rotated. `prefix` (the first
 * characters) lets staff and partners tell keys apart.
 */
@Entity({ tableName: 'partner_api_key' })
export class PartnerApiKey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 80 })
  label!: string;

  @Property({ type: 'string', length: 16 })
  prefix!: string;

  @Unique({ name: 'partner_api_key_hash_unique' })
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  @Property({ type: 'text[]' })
  scopes!: PartnerScope[];

  /** The web origins (`https://host[:port]`) whose pages may call the API with this key (CORS); none by default. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  allowedOrigins: string[] & Opt = [];

  /** Query cost the key may spend per minute (a leaky bucket of this size, drained each minute). */
  @Property({ type: 'integer' })
  costPerMinute!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 254 })
  createdBy!: string;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;
}

/** Calls, cost and errors of one key in one hour: usage kept as aggregates, not a row per request. */
@Entity({ tableName: 'partner_api_usage' })
export class PartnerApiUsage {
  @PrimaryKey({ type: 'integer' })
  keyId!: number;

  @PrimaryKey({ type: 'datetime' })
  hour!: Date;

  @Property({ type: 'integer' })
  calls!: number;

  @Property({ type: 'bigint' })
  cost!: string;

  @Property({ type: 'integer' })
  errors!: number;
}
