import { Max, Min } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection.types';
import { Money } from '../../graphql/money.type';
import type { NotificationData, NotificationPage } from './notification.service';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE } from './notification.service';

export enum AlertKindValue {
  PRICE_DROP = 'PRICE_DROP',
  BACK_IN_STOCK = 'BACK_IN_STOCK',
  SAVED_SEARCH = 'SAVED_SEARCH',
}
registerEnumType(AlertKindValue, { name: 'AlertKind', description: 'What an alert is about: a price drop or a piece back in stock on the wishlist, or a listing a saved search found.' });

@ObjectType('Notification', { description: "An alert in the signed-in customer's notification centre." })
export class NotificationView {
  @Field(() => ID, { description: 'The alert id.' })
  id!: string;

  @Field(() => AlertKindValue, { description: 'What the alert is about.' })
  kind!: AlertKindValue;

  @Field(() => String, { description: 'What changed, in a sentence, e.g. "Rolex Submariner is now £9,000.00 (was £10,000.00)."' })
  message!: string;

  @Field(() => String, { description: 'The path of the piece in the shop, e.g. /product/12.' })
  link!: string;

  @Field(() => Money, { nullable: true, description: 'The price paid before a price drop; null for other alerts.' })
  oldPrice!: Money | null;

  @Field(() => Money, { nullable: true, description: 'The price paid after a price drop; null for other alerts.' })
  newPrice!: Money | null;

  @Field(() => String, { nullable: true, description: 'The size that came back in stock (clothing followed in one size).' })
  size!: string | null;

  @Field(() => Date, { description: 'When the alert was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the customer read it; null while unread.' })
  readAt!: Date | null;
}

@ObjectType('NotificationPage', { description: 'A page of alerts, newest first, and how many of all are unread.' })
export class NotificationPageView {
  @Field(() => [NotificationView], { description: 'The alerts on this page, newest first.' })
  nodes!: NotificationView[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Unread alerts over all pages (the bell shows it).' })
  unreadCount!: number;
}

@ObjectType('NotificationEvent', { description: "Sent live to the signed-in customer's open pages when their alerts change (a new one, or some read elsewhere)." })
export class NotificationEventView {
  @Field(() => Int, { description: 'Unread alerts now (the bell shows it).' })
  unreadCount!: number;

  @Field(() => NotificationView, { nullable: true, description: 'The newest alert; null when there is none.' })
  latest!: NotificationView | null;
}

@ArgsType()
export class NotificationPageArgs {
  @Field(() => Int, { defaultValue: NOTIFICATION_PAGE.defaultFirst, description: `How many alerts (1–${NOTIFICATION_PAGE.max}); more is refused (BAD_USER_INPUT).` })
  @Min(1, { message: NOTIFICATION_MESSAGES.firstOutOfRange })
  @Max(NOTIFICATION_PAGE.max, { message: NOTIFICATION_MESSAGES.firstOutOfRange })
  first!: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page; the first page when left out.' })
  after?: string | null;
}

const money = (pence: number | null) => (pence === null ? null : Money.ofPence(pence));

export const toNotificationView = (data: NotificationData): NotificationView => ({
  id: data.id,
  kind: data.kind as AlertKindValue,
  message: data.message,
  link: data.link,
  oldPrice: money(data.oldPricePence),
  newPrice: money(data.newPricePence),
  size: data.size,
  createdAt: new Date(data.createdAt),
  readAt: data.readAt ? new Date(data.readAt) : null,
});

export const toNotificationPageView = (page: NotificationPage): NotificationPageView => ({
  nodes: page.items.map(toNotificationView),
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  unreadCount: page.unreadCount,
});

export const toNotificationEventView = (event: { unreadCount: number; latest: NotificationData | null }): NotificationEventView => ({
  unreadCount: event.unreadCount,
  latest: event.latest ? toNotificationView(event.latest) : null,
});
