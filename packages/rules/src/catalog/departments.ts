import { CLOTHING } from './clothing-department.js';
import type { DepartmentId, Department } from './department.js';
import { WATCHES } from './watches-department.js';

/** Both departments, for code that serves both (the server's page plan, tests); a route imports its own. */
export const DEPARTMENTS: Record<DepartmentId, Department> = { watches: WATCHES, clothing: CLOTHING };
