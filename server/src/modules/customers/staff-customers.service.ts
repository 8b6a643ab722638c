import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listStaffActions, recordStaffAction } from '../../common/audit/staff-actions';
import type { StaffActionRecord } from '../../common/audit/staff-action.entity';
import type { CurrentUser } from '../../common/request-context';
import { AppError } from '../../common/errors';
import { User } from '../accounts/user.entity';
import { UserSession } from '../accounts/user-session.entity';
import type { MessagingDependencies } from '../messaging/message-transport';
import { OutboxTransport } from '../messaging/message-transport';
import { vipChangeEmail } from './customer-emails';
import { listCustomers, type CustomerQuery } from './customer-directory';
import { CUSTOMER_NOT_FOUND, readCustomerProfile } from './customer-profile';

export const VIP_REASON_REQUIRED = 'Please give a reason (at least 5 characters).';
export const VIP_REASON_MAX = 500;
export const CUSTOMER_SUBJECT = 'user';

type Staff = Pick<CurrentUser, 'id' | 'email'>;

/**
 * What staff do with customer accounts: find them, read one whole, set or
 * remove VIP (with a reason, emailed to the customer) and end all of their
 * sessions. Each change and its audit record commit together. Staff
 * accounts are not customers here. Callers check that the user is an admin.
 */
export class StaffCustomerService {
  constructor(
    private readonly em: EntityManager,
    private readonly messaging: MessagingDependencies,
  ) {}

  list(query: CustomerQuery) {
    return listCustomers(this.em, query);
  }

  profile(id: number) {
    return readCustomerProfile(this.em.fork(), id);
  }

  /** What staff did to the account, newest first. */
  async history(id: number): Promise<StaffActionRecord[]> {
    return (await listStaffActions(this.em.fork(), { subjectType: CUSTOMER_SUBJECT, subjectId: String(id), limit: 50, offset: 0 })).items;
  }

  /** Sets or removes VIP. The customer is emailed in the same transaction; their next request already sees the change. */
  async setVip(id: number, vip: boolean, reasonInput: string | null | undefined, staff: Staff): Promise<void> {
    const reason = parseReason(reasonInput);
    await this.em.fork().transactional(async (tx) => {
      const customer = await this.lockCustomer(tx, id);
      if (customer.isVip === vip) throw new AppError('CONFLICT', vip ? `${customer.email} is already a VIP client.` : `${customer.email} is not a VIP client.`);
      customer.isVip = vip;
      recordStaffAction(tx, staff, { action: vip ? 'customer.vip.set' : 'customer.vip.remove', subjectType: CUSTOMER_SUBJECT, subjectId: id, reason, changes: { isVip: { from: !vip, to: vip } } });
      const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
      await new OutboxTransport(tx, this.messaging).send({ channel: 'email', recipient: customer.email, ...vipChangeEmail(name, vip) });
    });
  }

  /** Signs the customer out everywhere; returns how many sessions ended. */
  async endSessions(id: number, staff: Staff): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await this.lockCustomer(tx, id);
      const ended = await tx.nativeDelete(UserSession, { user: id });
      recordStaffAction(tx, staff, { action: 'customer.sessions.end', subjectType: CUSTOMER_SUBJECT, subjectId: id, changes: { sessionsEnded: ended } });
      return ended;
    });
  }

  private async lockCustomer(tx: EntityManager, id: number): Promise<User> {
    const customer = await tx.findOne(User, { id, role: 'customer' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    return customer;
  }
}

export function parseReason(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  const fail = (message: string) => new AppError('BAD_USER_INPUT', message, { fields: [{ field: 'reason', messages: [message] }] });
  if (text.length < 5) throw fail(VIP_REASON_REQUIRED);
  if (text.length > VIP_REASON_MAX) throw fail(`Please keep the reason under ${VIP_REASON_MAX} characters.`);
  return text;
}
