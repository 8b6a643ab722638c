import { useContext, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';
import { withApolloClient } from './apollo-boundary';
import { dropLiveQuery, type LiveOptions, liveOptionsKey, liveResult, loadLiveQueries, setLiveQuery, subscribeLiveResult } from './live-query-store';
import { forgetPageAnswer, PageAnswers, pageDataKey } from './page-data-cache';

/** Apollo's NetworkStatus, by value: importing the enum would bring the client in with it. */
const LOADING = 1;
const READY = 7;

const operationName = (document: TypedDocumentNode<unknown, never>) => {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  return '';
};

const noLiveResult = () => () => undefined;
const nothingOnServer = () => undefined;

/**
 * useQuery for a page's first-screen query (issue 17). While the page shows the answer that came with it
 * (same operation, same variables as the server ran: @aurum/rules/page-data/page-plan), it renders from that answer as is,
 * with no Apollo client at all: the client (~46 KB gzip) is not needed to show, hydrate or scroll the page.
 * From the first change of variables on, the query runs in Apollo (app/live-query-host.tsx: useQuery, reading the
 * cache the answer is restored into, lib/page-data-cache.ts), and the answer stays as `previousData` until
 * Apollo has its own, so the page keeps showing it while the next loads. The first tap or key press anywhere
 * starts loading the client, so it is usually there before the change it prepares for.
 */
export function useFirstScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: useQuery.Options<TData, TVariables>,
): useQuery.Result<TData, TVariables> {
  const id = useId();
  const answers = useContext(PageAnswers);
  const key = pageDataKey(operationName(document as TypedDocumentNode<unknown, never>), options.variables);
  // The answer's key while this page still shows it; null from the first other key on, for good.
  const showing = useRef<string | null | undefined>(undefined);
  if (showing.current === undefined) showing.current = answers.get(key) === undefined ? null : key;
  else if (showing.current !== key) showing.current = null;
  const answer = showing.current === null ? undefined : (answers.get(key) as TData | undefined);
  const shown = useRef<TData | undefined>(undefined);
  if (answer !== undefined) shown.current = answer;

  const live = answer === undefined && !(options as { skip?: boolean }).skip;
  const liveOptions = options as LiveOptions;
  const optionsKey = live ? liveOptionsKey(liveOptions) : '';
  useEffect(() => {
    if (live) setLiveQuery(id, document as TypedDocumentNode<unknown, OperationVariables>, liveOptions);
    else dropLiveQuery(id);
    // liveOptions is compared by value, as optionsKey.
  }, [id, document, live, optionsKey]);
  useEffect(() => () => dropLiveQuery(id), [id]);
  useEffect(() => () => forgetPageAnswer(key), [key]);
  useEffect(() => (answer === undefined ? undefined : preloadOnFirstInput()), [answer]);

  const reported = useSyncExternalStore(
    useMemo(() => (live ? (listener: () => void) => subscribeLiveResult(id, listener) : noLiveResult), [id, live]),
    () => (live ? liveResult(id) : undefined),
    nothingOnServer,
  );
  const current = reported?.optionsKey === optionsKey ? (reported.result as unknown as useQuery.Result<TData, TVariables>) : undefined;
  const latest = reported?.result as unknown as useQuery.Result<TData, TVariables> | undefined;

  // Before Apollo answers, asking again or for more goes straight to the client; after, through useQuery's own.
  const direct = useMemo(() => {
    const query = (request: { query: TypedDocumentNode<unknown, OperationVariables>; variables?: unknown }) =>
      withApolloClient().then((client) => client.query({ query: request.query, variables: request.variables as OperationVariables, fetchPolicy: 'network-only' }));
    return {
      refetch: (variables?: Partial<TVariables>) => query({ query: document as never, variables: { ...options.variables, ...variables } }),
      fetchMore: (more: { query?: TypedDocumentNode<unknown, OperationVariables>; variables?: Partial<TVariables> }) =>
        query({ query: more.query ?? (document as never), variables: { ...options.variables, ...more.variables } }),
    };
  }, [document, key]);

  if (!live) {
    const data = answer;
    return {
      ...direct,
      data,
      dataState: data === undefined ? 'empty' : 'complete',
      previousData: undefined,
      loading: false,
      networkStatus: READY,
      error: undefined,
      variables: options.variables,
    } as unknown as useQuery.Result<TData, TVariables>;
  }
  if (current) {
    if (current.previousData === undefined && shown.current !== undefined) return { ...current, previousData: shown.current };
    return current;
  }
  // Apollo has not answered for these options yet: loading, the last thing shown kept as previousData.
  return {
    ...direct,
    ...(latest ? { refetch: latest.refetch, fetchMore: latest.fetchMore } : {}),
    data: undefined,
    dataState: 'empty',
    previousData: latest?.data ?? latest?.previousData ?? shown.current,
    loading: true,
    networkStatus: LOADING,
    error: undefined,
    variables: options.variables,
  } as unknown as useQuery.Result<TData, TVariables>;
}

let preloading = false;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The first tap or key press on a page that shows its answer starts loading what a change will need. */
function preloadOnFirstInput(): () => void {
  if (preloading) return () => undefined;
  const preload = () => {
    stop();
    if (preloading) return;
    preloading = true;
    // A failure here (offline) is met again, and shown, when a query needs them (app/live-query-host.tsx).
    loadLiveQueries().catch(() => undefined);
    withApolloClient().catch(() => undefined);
  };
  const stop = () => INPUT_EVENTS.forEach((type) => window.removeEventListener(type, preload, { capture: true }));
  INPUT_EVENTS.forEach((type) => window.addEventListener(type, preload, { capture: true, passive: true }));
  return stop;
}
