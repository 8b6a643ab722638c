import type { Request } from 'express';
import type { UploadAllowance } from '../common/uploads/receive-upload';
import { dailyUploadAllowance } from '../common/uploads/upload-budget';
import { requestContext } from './request-context';

/** The signed-in account's daily upload budget (tickets, disputes, listings, seller documents); none for visitors. */
export function accountUploadAllowance(req: Request): UploadAllowance | null {
  const context = requestContext(req);
  return context.user ? dailyUploadAllowance(context.em, context.user.id) : null;
}
