import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A key generated once per database, used when AUTH_SECRET is not set, so
 * every server process hashes tokens with the same key.
 */
@Entity({ tableName: 'server_secret' })
export class ServerSecret {
  @PrimaryKey({ type: 'string', length: 40 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  value!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
