import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity';

/** A 6-digit SMS code: single use, valid 10 minutes, a few attempts; stored as a keyed hash. */
@Entity({ tableName: 'phone_code' })
export class PhoneCode {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  /** The number the code was sent to: verifying it verifies this number only. */
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
