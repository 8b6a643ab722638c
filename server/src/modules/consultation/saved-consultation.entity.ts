import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import type { Allocation } from './consultation-options';
import type { ConsultationSection } from './consultation-sections';

/** The answers a saved report came from (the budget by its option value). */
export interface SavedRequest {
  interest: string;
  budget: string;
  style: string;
  lifestyle: string;
  risk: string;
}

/** The report as written at the time; products are kept by id and read from the catalogue when shown. */
export interface SavedReport {
  productRecommendations: string;
  products: { productId: number; matchScore: number; reasons: string[]; inBudget: boolean }[];
  analysis: string;
  followUpPlan: string;
  nextSteps: string[];
  allocation: Allocation;
  sections: ConsultationSection[];
  metadata: { generatedAt: string; dataStale: boolean; marketDataAsOf: string | null };
}

/** A consultation report kept for a signed-in customer (the newest 20 are kept). */
@Entity({ tableName: 'saved_consultation' })
@Index({ name: 'saved_consultation_user_created_index', properties: ['user', 'createdAt'] })
export class SavedConsultation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'json' })
  request!: SavedRequest;

  @Property({ type: 'json' })
  report!: SavedReport;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
