import { type ClassType, Field, Int, ObjectType } from 'type-graphql';

/**
 * Staff lists are paged on the server, never cut at a silent cap: each answers one page of `items`
 * and `totalCount`, how many match over all pages (the back office's QueueScreen pages through them).
 */
export const STAFF_PAGE_LIMITS = { defaultLimit: 25, maxLimit: 100, maxOffset: 1_000_000 } as const;

export interface StaffPageWindow {
  limit: number;
  offset: number;
}

export interface StaffPageData<T> {
  items: T[];
  totalCount: number;
}

/** The page asked for, held to 1–100 rows and a sane offset: a wild number is a short page, never an error. */
export function staffPageWindow(limit: number | null | undefined, offset: number | null | undefined): StaffPageWindow {
  const whole = (value: number | null | undefined, fallback: number) => (Number.isFinite(value) ? Math.trunc(value as number) : fallback);
  return {
    limit: Math.min(Math.max(whole(limit, STAFF_PAGE_LIMITS.defaultLimit), 1), STAFF_PAGE_LIMITS.maxLimit),
    offset: Math.min(Math.max(whole(offset, 0), 0), STAFF_PAGE_LIMITS.maxOffset),
  };
}

/** A GraphQL page type `{ items, totalCount }` of one staff list; call once per item type. */
export function staffPageType<T extends object>(itemType: ClassType<T>, name: string, description: string) {
  @ObjectType(name, { description })
  class StaffPage implements StaffPageData<T> {
    @Field(() => [itemType], { description: 'The rows of this page.' }) items!: T[];
    @Field(() => Int, { description: 'How many match over all pages.' }) totalCount!: number;
  }
  return StaffPage;
}
