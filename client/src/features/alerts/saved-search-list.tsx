import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Button, Skeleton, useToast } from '../../components/ui';
import { MySavedSearchesDocument, useDeleteSavedSearchMutation, useMySavedSearchesQuery } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** The customer's saved marketplace searches on /account/alerts, each with Delete (issue 38). */
export function SavedSearchList() {
  const theme = useTheme();
  const { toast } = useToast();
  const { data, dataState, error } = useMySavedSearchesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useDeleteSavedSearchMutation({ refetchQueries: [MySavedSearchesDocument], awaitRefetchQueries: true });

  return (
    <section aria-labelledby="saved-searches-title" css={css`display: grid; gap: ${theme.space[4]}; margin-top: ${theme.space[8]};`}>
      <h2 id="saved-searches-title" css={css`font-size: ${theme.fontSizes.xl};`}>
        Saved searches
      </h2>
      {dataState !== 'complete' ? (
        error ? <p role="alert">We could not load your saved searches. Please try again.</p> : <Skeleton height="5rem" />
      ) : data.mySavedSearches.length === 0 ? (
        <p css={css`color: var(--fg-muted);`}>
          No saved searches. Narrow the <Link to="/marketplace/listings">marketplace listings</Link> and choose “Save this search” to hear of new matches.
        </p>
      ) : (
        <ul role="list" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding: 0;`}>
          {data.mySavedSearches.map((search) => (
            <li
              key={search.id}
              css={css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${theme.space[3]}; padding: ${theme.space[4]}; border: 1px solid var(--hairline);`}
            >
              <p css={css`margin: 0; overflow-wrap: anywhere;`}>{search.summary}</p>
              <Button
                variant="secondary"
                size="sm"
                disabled={removing.loading}
                aria-label={`Delete saved search: ${search.summary}`}
                onClick={async () => {
                  try {
                    await remove({ variables: { id: search.id } });
                    toast({ title: 'Saved search deleted', variant: 'success' });
                  } catch (failure) {
                    toast({ title: 'Could not delete the saved search', description: apiError(failure).message, variant: 'error' });
                  }
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
