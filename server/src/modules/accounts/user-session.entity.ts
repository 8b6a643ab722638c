import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from './user.entity';

/**
 * A signed-in browser. The cookie carries a random token; only its keyed
 * hash is stored, so a copy of the table cannot be replayed as sessions.
 */
@Entity({ tableName: 'user_session' })
@Index({ name: 'user_session_expires_at_index', properties: ['expiresAt'] })
export class UserSession {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  /** Remember me: the cookie outlives the browser for 30 days. */
  @Property({ type: 'boolean' })
  persistent!: boolean;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent?: string | null;
}
