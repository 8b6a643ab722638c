import type { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_MESSAGES, REVIEW_MOVES, type ReviewDecision, type ReviewStatus } from '@aurum/rules/marketplace/review-rules';
import { cleanReason } from '@aurum/rules/marketplace/seller-rules';
import type { StaffActionRecord } from './audit/staff-action.entity';
import { listStaffActions, recordStaffAction } from './audit/staff-actions';
import { AppError } from './errors';
import type { CurrentUser } from './request-context';
import { StateMachine, withEffects } from './state-machine';

const STATUS_WORDS: Record<ReviewStatus, string> = { pending: 'awaiting moderation', published: 'published', hidden: 'hidden' };

/** What a moderation decision does besides the status: the staff audit record, and for a hidden review the reviewer's email. */
export type ReviewEffect = 'audit' | 'emailBuyerHidden';

/** One machine for every kind of review (of sellers, of pieces): pending → published or hidden, and back and forth after. */
export const reviewMachine = new StateMachine<ReviewStatus, ReviewDecision, never, unknown, ReviewEffect>({
  name: 'review',
  moves: withEffects(REVIEW_MOVES, { publish: ['audit'], hide: ['audit', 'emailBuyerHidden'] }),
  refusal: (state) => `This review is already ${STATUS_WORDS[state]}.`,
});

/** A kind of review as the staff audit record names it: its subject type and its action names. */
export interface ReviewKind {
  subjectType: string;
  actions: Record<ReviewDecision, string>;
}

/** The kinds staff moderate, and so what the one review moderation log lists. */
export const REVIEW_KINDS = {
  seller: { subjectType: 'marketplace_review', actions: { publish: 'review.publish', hide: 'review.hide' } },
  product: { subjectType: 'product_review', actions: { publish: 'product_review.publish', hide: 'product_review.hide' } },
} as const satisfies Record<string, ReviewKind>;

export type ReviewKindName = keyof typeof REVIEW_KINDS;

/** The fields a moderation decision changes, the same on every kind of review. */
export interface ModeratedReview {
  id: number;
  status: ReviewStatus;
  moderatedAt?: Date | null;
  hiddenReason?: string | null;
  publishedAt?: Date | null;
}

/** The reason as staff gave it, checked: required to hide, 5 to 1,000 characters when given at all. */
export function moderationReason(decision: ReviewDecision, reasonText: string | null | undefined): string | null {
  const given = reasonText?.trim() ? cleanReason(reasonText) : null;
  if (decision === 'hide' && !given) throw new AppError('BAD_USER_INPUT', REVIEW_MESSAGES.hideReason);
  if (reasonText?.trim() && !given) throw new AppError('BAD_USER_INPUT', REVIEW_MESSAGES.reasonLength);
  return given;
}

export interface ModerationStep {
  /** The review, already locked by the caller in `tx`. */
  review: ModeratedReview;
  decision: ReviewDecision;
  /** From `moderationReason`. */
  reason: string | null;
  kind: ReviewKind;
  /** What else the audit record keeps (order, seller or piece, rating, the new aggregate…), read after the new status is flushed. */
  details: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Queues the reviewer's email with the reason, after the record. */
  emailHidden: (reason: string) => Promise<void>;
}

/**
 * Staff publish or hide one review, inside the caller's transaction: the move
 * checked by the one review machine, the status fields set, the staff audit
 * record written (who, what, when, why) and flushed before any email is queued.
 */
export async function moderateReview(tx: EntityManager, staff: CurrentUser, step: ModerationStep): Promise<void> {
  const { review, decision, reason, kind } = step;
  await reviewMachine.perform(
    review.status,
    decision,
    {
      audit: async ({ from, to }) => {
        await tx.flush();
        const details = await step.details();
        recordStaffAction(tx, staff, { action: kind.actions[decision], subjectType: kind.subjectType, subjectId: review.id, reason, changes: { status: { from, to }, ...details } });
        await tx.flush();
      },
      emailBuyerHidden: () => step.emailHidden(reason!),
    },
    {
      enter: (to) => {
        review.status = to;
        review.moderatedAt = new Date();
        review.hiddenReason = decision === 'hide' ? reason : null;
        if (decision === 'publish') review.publishedAt ??= review.moderatedAt;
      },
    },
  );
}

export interface ReviewLogQuery {
  action?: ReviewDecision;
  moderatorEmail?: string;
  from?: Date;
  to?: Date;
  reviewId?: number;
  /** Per kind, only these reviews (e.g. one seller's); a kind left out is not listed. */
  kinds: Partial<Record<ReviewKindName, string[] | 'all'>>;
  limit: number;
  offset: number;
}

/** Every moderation of the given kinds of review, newest first, from the one staff audit record. */
export async function listReviewModerations(em: EntityManager, query: ReviewLogQuery): Promise<{ items: StaffActionRecord[]; total: number }> {
  const review = query.reviewId === undefined ? null : String(query.reviewId);
  const subjects = (Object.entries(query.kinds) as [ReviewKindName, string[] | 'all'][])
    .map(([name, ids]) => ({ type: REVIEW_KINDS[name].subjectType, ids: ids === 'all' ? (review ? [review] : undefined) : review ? ids.filter((id) => id === review) : ids }))
    .filter((subject) => subject.ids === undefined || subject.ids.length > 0);
  if (subjects.length === 0) return { items: [], total: 0 };
  const kinds = Object.keys(query.kinds) as ReviewKindName[];
  return listStaffActions(em, {
    subjects,
    actions: kinds.flatMap((name) => (query.action ? [REVIEW_KINDS[name].actions[query.action]] : Object.values(REVIEW_KINDS[name].actions))),
    actorEmail: query.moderatorEmail?.trim() || undefined,
    from: query.from,
    to: query.to,
    limit: query.limit,
    offset: query.offset,
  });
}

/** The kind and decision an audit record of review moderation names; null for any other record. */
export function reviewActionOf(action: string): { kind: ReviewKindName; decision: ReviewDecision } | null {
  for (const [kind, { actions }] of Object.entries(REVIEW_KINDS) as [ReviewKindName, ReviewKind][]) {
    for (const decision of ['publish', 'hide'] as const) if (actions[decision] === action) return { kind, decision };
  }
  return null;
}
