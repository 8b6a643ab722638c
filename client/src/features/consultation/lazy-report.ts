import { lazy } from 'react';

/**
 * The report (its allocation, signals table and product cards) is a chunk of its own: the questions do not need
 * it (issue 17, ~10 KB gzip less on /style-consultation's first load). `loadReport` fetches it ahead of time.
 */
export const loadReport = () => import('./consultation-report').then((module) => ({ default: module.ConsultationReport }));
export const LazyConsultationReport = lazy(loadReport);
