import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity';

export const TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A link sent by email: single use, expiring, stored as a keyed hash. The
 * address it was sent to is kept, so a link stops working when the account's
 * email changes.
 */
@Entity({ tableName: 'account_token' })
export class AccountToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => TOKEN_PURPOSES, type: 'string' })
  purpose!: TokenPurpose;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
