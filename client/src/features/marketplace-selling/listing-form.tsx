import { css, useTheme } from '@emotion/react';
import { useApolloClient } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { Button, useToast } from '../../components/ui';
import { MyMarketplaceListingsDocument } from '../../gql/hooks';
import { submitFocusingErrors } from '../../lib/focus-first-error';
import { FormMessage } from '../auth';
import { ListingFields } from './listing-fields';
import { type ListingValues, validateListingForm } from './rules';
import { type ListingIntent, saveListing, savedMessage } from './submit-listing';

const EMPTY: ListingValues = { hasBox: false, hasPapers: false, photos: [], proof: null, condition: '' };

/** A new listing (Submit for review / Save as draft) or an edit of one (`listingId`); on success, the dashboard and a toast. */
export function ListingForm({ listingId, initialValues = EMPTY }: { listingId?: string; initialValues?: ListingValues }) {
  const theme = useTheme();
  const { toast } = useToast();
  const navigate = useNavigate();
  const client = useApolloClient();
  const intent = useRef<ListingIntent>('submit');
  const editing = listingId !== undefined;

  const submit = async (values: ListingValues) => {
    const result = await saveListing(values, editing ? { id: listingId } : { intent: intent.current });
    if (!result.ok) return { ...result.fields, [FORM_ERROR]: result.message };
    toast({ title: savedMessage(result.body.status, editing), description: [values.brand, values.model].filter(Boolean).join(' '), variant: 'success' });
    await client.refetchQueries({ include: [MyMarketplaceListingsDocument] }).catch(() => undefined);
    navigate('/marketplace/dashboard');
    return undefined;
  };

  return (
    <Form<ListingValues> onSubmit={submit} validate={(values) => validateListingForm(values, editing)} initialValues={initialValues} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form noValidate aria-label={editing ? 'Edit listing' : 'New listing'} onSubmit={(event) => void submitFocusingErrors(event, handleSubmit, form)} css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
          <ListingFields editing={editing} />
          {submitError && <FormMessage>{submitError}</FormMessage>}
          <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
            {editing ? (
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving…' : 'Save changes'}
              </Button>
            ) : (
              <>
                <Button type="submit" disabled={submitting} onClick={() => (intent.current = 'submit')}>
                  Submit for review
                </Button>
                <Button type="submit" variant="secondary" disabled={submitting} onClick={() => (intent.current = 'draft')}>
                  Save as draft
                </Button>
              </>
            )}
          </div>
        </form>
      )}
    </Form>
  );
}
