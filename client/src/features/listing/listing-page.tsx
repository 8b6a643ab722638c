import type { ComponentType } from 'react';
import type { ListingScope } from '@aurum/rules/catalog/listing-state';
import { useListingAnalytics } from './use-listing-analytics';
import type { TypedDocumentNode } from '@apollo/client';
import { useListingQuery, type ListingAnswer, type ListingQuery, type UseListingPaging } from './use-listing-query';
import { useListingState, type ListingKind, type ListingStateControls } from './use-listing-state';

/** What a listing's view shows and changes. */
export interface ListingViewProps<S extends ListingScope> {
  scope: S;
  title: string;
  listing: ListingStateControls;
  query: ListingQuery<S>;
}

/**
 * A kind of listing: its look, the query it shows, how it pages through the
 * answer, and its URL rules, waits and kept filters (ListingKind), so a
 * route's chunk holds only its own kind's.
 */
export interface ListingView<S extends ListingScope> extends ListingKind<S> {
  Component: ComponentType<ListingViewProps<S>>;
  page: TypedDocumentNode<{ products: ListingAnswer<S> }, never>;
  usePaging: UseListingPaging<S>;
}

/**
 * Every product listing (storefront.md §2): /watches and /clothing (a
 * department) and /products/:category (a category). One state, one query,
 * one set of analytics; the route passes its kind's view, which lays them
 * out and brings the kind's rules — the department's hero, chips, panel,
 * numbered pages, full URL and saved filters, or the category's sidebar,
 * drawer, Load More, settling and search-only URL — so each route's chunk
 * holds only its own.
 */
export function ListingPage<S extends ListingScope>({ scope, view }: { scope: S; view: ListingView<S> }) {
  const { Component } = view;
  const listing = useListingState(scope, view);
  const query = useListingQuery(scope, listing.applied, view);
  useListingAnalytics(scope, listing.applied);
  const { title } = scope;
  return (
    <>
      <title>{`${title} — Aurum`}</title>
      <Component scope={scope} title={title} listing={listing} query={query} />
    </>
  );
}
