import { StaffActionRecord } from '../common/audit/staff-action.entity';
import { StoredFileRecord } from '../common/files/stored-file.entity';
import { Job } from '../common/jobs/job.entity';
import { RateBucket } from '../common/rate-limit/rate-bucket.entity';
import { OrderSnapshot } from '../common/cursor/order-snapshot.entity';
import { PersistedQuery } from '../graphql/persisted-queries/persisted-query.entity';
import { MODULES } from '../modules';

/** The entities of the shared parts every module uses: the audit record, stored files, jobs, rate limits, persisted queries, frozen orders of cursors. */
const SHARED_ENTITIES = [StaffActionRecord, StoredFileRecord, Job, RateBucket, PersistedQuery, OrderSnapshot];

/** Every entity the ORM knows: the shared ones and each module's own. */
export const ENTITIES = [...SHARED_ENTITIES, ...MODULES.flatMap((module) => module.entities ?? [])];
