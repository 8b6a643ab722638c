import type { ComponentType } from 'react';
import type { ListingScope } from '@aurum/rules/catalog/listing-state';
import { useListingAnalytics } from './use-listing-analytics';
import { useListingQuery, type ListingDocuments, type ListingQuery } from './use-listing-query';
import { useListingState, type ListingKind, type ListingStateControls } from './use-listing-state';

/** What a listing's view shows and changes. */
export interface ListingViewProps<S extends ListingScope> {
  scope: S;
  title: string;
  listing: ListingStateControls;
  query: ListingQuery<S>;
}

/**
 * A kind of listing: its look, the query documents it shows, and its URL
 * rules, waits and kept filters (ListingKind), so a route's chunk holds only
 * its own kind's.
 */
export interface ListingView<S extends ListingScope> extends ListingKind<S> {
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
export function ListingPage<S extends ListingScope>({ scope, view }: { scope: S; view: ListingView<S> }) {
  const { Component, documents, url } = view;
  const listing = useListingState(scope, view);
  const query = useListingQuery(scope, listing.applied, url, documents);
  useListingAnalytics(scope, listing.applied);
  const { title } = scope;
  return (
    <>
      <title>{`${title} — Aurum`}</title>
      <Component scope={scope} title={title} listing={listing} query={query} />
    </>
  );
}
