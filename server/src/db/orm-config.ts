import { defineConfig, ReflectMetadataProvider } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { migrations } from '../../../migrations';
import { PROJECT_ROOT } from '../common/project-root';
import { ENTITIES } from './entities';

/** One MikroORM configuration for the app, the tests, the scripts and the benchmarks. */
export function ormConfig(options: { clientUrl: string; poolMax?: number; debug?: boolean }) {
  return defineConfig({
    clientUrl: options.clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    discovery: { requireEntitiesArray: true },
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    forceUtcTimezone: true,
    // Entities are never fetched implicitly across requests: each request forks its own manager.
    allowGlobalContext: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(PROJECT_ROOT, 'migrations'),
      pathTs: path.join(PROJECT_ROOT, 'migrations'),
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}
