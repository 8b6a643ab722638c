import type { ComponentType } from 'react';
import type { ListingScope } from '@aurum/rules/catalog/url-state';
import { useListingAnalytics } from './use-listing-analytics';
import { useListingQuery, type ListingDocuments, type ListingQuery } from './use-listing-query';
import { useListingState, type ListingStateControls } from './use-listing-state';

/** What a listing's view shows and changes. */
export interface ListingViewProps<S extends ListingScope> {
  scope: S;
  title: string;
  listing: ListingStateControls;
  query: ListingQuery<S>;
}

/** A listing's look: its component and the query documents it shows. */
export interface ListingView<S extends ListingScope> {
  Component: ComponentType<ListingViewProps<S>>;
  documents: ListingDocuments<S>;
}

/**
 * Every product listing (storefront.md §2): /watches and /clothing (a
 * department) and /products/:category (a category). One state, one query,
 * one set of analytics; the route passes the view that lays them out
 * (and names its query documents) — the
 * department's hero, chips, panel and numbered pages, or the category's
 * sidebar, drawer and Load More — so each route's chunk holds only its own.
 */
export function ListingPage<S extends ListingScope>({ scope, view: { Component, documents } }: { scope: S; view: ListingView<S> }) {
  const listing = useListingState(scope);
  const query = useListingQuery(scope, listing.applied, documents);
  useListingAnalytics(scope, listing.applied);
  const { title } = scope;
  return (
    <>
      <title>{`${title} — Aurum`}</title>
      <Component scope={scope} title={title} listing={listing} query={query} />
    </>
  );
}
