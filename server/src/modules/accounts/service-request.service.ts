import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from './account-input';
import { serviceRequestSchema } from './account-rules';
import { ServiceRequest } from './service-request.entity';
import { User } from './user.entity';

/** Return and repair requests: customers see their own, admins see all. */
export class ServiceRequestService {
  constructor(private readonly em: EntityManager) {}

  async create(userId: number, input: unknown): Promise<ServiceRequest> {
    const fields = parseInput(serviceRequestSchema, input);
    const request = this.em.create(ServiceRequest, { ...fields, orderNumber: fields.orderNumber.toUpperCase(), user: this.em.getReference(User, userId) });
    await this.em.flush();
    return request;
  }

  listMine(userId: number): Promise<ServiceRequest[]> {
    return this.em.find(ServiceRequest, { user: userId }, { orderBy: { id: 'desc' }, limit: 100 });
  }

  /** Admins only: the caller checks the role. */
  listAll(limit = 200): Promise<ServiceRequest[]> {
    return this.em.find(ServiceRequest, {}, { orderBy: { id: 'desc' }, limit, populate: ['user'] });
  }
}
