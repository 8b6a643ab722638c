import { useContext, useEffect, useRef } from 'react';
import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { forgetPageAnswer, PageAnswers, pageDataKey } from './page-data-cache';

const operationName = (document: TypedDocumentNode<unknown, never>) => {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  return '';
};

/**
 * useQuery for a page's first-screen query (issue 17). While the page shows the answer that came with it
 * (same operation, same variables as the server ran: app/page-data.ts), it renders from that answer as is and
 * the Apollo query stands by: reading a 24-product listing out of the normalised cache cost a phone ~100 ms
 * of main thread during hydration, and subscribing to it as much again. From the first change of variables on,
 * it is plain useQuery, reading the cache the answer was also restored into (lib/page-data-cache.ts), and the
 * answer stays as `previousData` until Apollo has its own, so the page keeps showing it while the next loads.
 */
export function useFirstScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: useQuery.Options<TData, TVariables>,
): useQuery.Result<TData, TVariables> {
  const answers = useContext(PageAnswers);
  const key = pageDataKey(operationName(document as TypedDocumentNode<unknown, never>), options.variables);
  // The answer's key while this page still shows it; null from the first other key on, for good.
  const showing = useRef<string | null | undefined>(undefined);
  if (showing.current === undefined) showing.current = answers.get(key) === undefined ? null : key;
  else if (showing.current !== key) showing.current = null;
  const answer = showing.current === null ? undefined : (answers.get(key) as TData | undefined);
  const shown = useRef<TData | undefined>(undefined);
  if (answer !== undefined) shown.current = answer;

  const result = useQuery(document, (answer === undefined ? options : { ...options, skip: true }) as useQuery.Options<TData, TVariables>);
  useEffect(() => () => forgetPageAnswer(key), [key]);

  if (answer !== undefined) {
    return { ...result, data: answer, dataState: 'complete', loading: false, networkStatus: NetworkStatus.ready, error: undefined } as useQuery.Result<TData, TVariables>;
  }
  if (result.previousData === undefined && shown.current !== undefined) return { ...result, previousData: shown.current } as useQuery.Result<TData, TVariables>;
  return result;
}
