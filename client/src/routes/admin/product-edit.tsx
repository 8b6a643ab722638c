import { useMemo, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link, useParams } from 'react-router';
import { Badge, Button, ButtonLink, Skeleton, useToast } from '../../components/ui';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { AdminPage } from '../../features/admin-shell';
import { priceChangeEffect, ProductForm, ProductHistory, ProductImagesPanel, submitErrorsOf, toFormValues, toProductInput } from '../../features/products-admin';
import { useAdminProductQuery, useSetProductArchivedMutation, useUpdateProductMutation } from '../../gql/hooks';
import type { ProductInput } from '../../gql/graphql';
import { apiError } from '../../lib/api-error';

/** A move of 20 % or more in the price shoppers pay needs a reason (the server asks too). */
const largePriceChange = (from: number, to: number) => from !== to && (from <= 0 || Math.abs(to - from) / from >= 0.2);
const paid = (input: { pricePence: number; salePricePence?: number | null }) => input.salePricePence ?? input.pricePence;

/** /admin/products/:id: every field of a product, archive or bring back, and who changed what. */
export default function AdminProductEditPage() {
  const theme = useTheme();
  const { id = '' } = useParams();
  const { toast } = useToast();
  const query = useAdminProductQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateProductMutation();
  const [setArchived, archiving] = useSetProductArchivedMutation();
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [pendingSave, setPendingSave] = useState<ProductInput | null>(null);
  const data = query.dataState === 'complete' ? query.data.adminProduct : null;
  // The form keeps its own state; new initial values only when the saved product changes.
  const initialValues = useMemo(() => (data ? toFormValues(data) : null), [data]);

  if (!data || !initialValues) {
    return (
      <AdminPage title="Product">
        {query.error ? (
          <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
            <p>{apiError(query.error, 'The product could not be loaded.').message}</p>
            <Link to="/admin/products">Back to products</Link>
          </div>
        ) : (
          <Skeleton height="24rem" />
        )}
      </AdminPage>
    );
  }

  const archived = Boolean(data.archivedAt);
  return (
    <AdminPage
      title={data.product.name}
      description={
        <span css={css`display: inline-flex; gap: ${theme.space[2]}; align-items: center; flex-wrap: wrap;`}>
          {data.product.sku} · {archived ? <Badge variant="muted">Archived</Badge> : <Link to={`/product/${data.product.id}`}>View in the shop</Link>}
        </span>
      }
      actions={
        <>
          <ButtonLink to="/admin/products" variant="secondary" size="sm">
            All products
          </ButtonLink>
          <Button
            variant="secondary"
            size="sm"
            disabled={archiving.loading}
            onClick={async () => {
              if (!archived) return setArchiveOpen(true);
              try {
                await setArchived({ variables: { id, archived: false } });
                toast({ title: 'Back in the shop', variant: 'success' });
              } catch (error) {
                toast({ title: apiError(error, 'The change could not be saved. Please try again.').message, variant: 'error' });
              }
            }}
          >
            {archived ? 'Put back in the shop' : 'Archive'}
          </Button>
        </>
      }
    >
      <div css={css`display: grid; gap: ${theme.space[6]}; grid-template-columns: minmax(0, 1fr); ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) 22rem; align-items: start; }`}>
        <ProductForm
          initialValues={initialValues}
          submitLabel="Save changes"
          onSubmit={async (values) => {
            const input = toProductInput(values);
            const before = { pricePence: data.product.price.amount, salePricePence: data.product.salePrice?.amount ?? null };
            if (largePriceChange(paid(before), paid(input)) || largePriceChange(before.pricePence, input.pricePence)) {
              setPendingSave(input);
              return undefined;
            }
            try {
              await update({ variables: { id, input } });
              toast({ title: 'Product saved', description: 'The shop shows the change now.', variant: 'success' });
              return undefined;
            } catch (error) {
              return submitErrorsOf(error);
            }
          }}
        />
        <div css={css`display: grid; gap: ${theme.space[4]};`}>
          <ProductImagesPanel
            productId={id}
            sku={data.product.sku}
            name={data.product.name}
            imageUrl={data.product.imageUrl}
            galleryImages={data.product.galleryImages}
            onChanged={() => query.refetch()}
          />
          <ProductHistory productId={id} history={data.history} />
        </div>
      </div>
      <ReasonDialog
        open={archiveOpen}
        onClose={() => setArchiveOpen(false)}
        title="Archive this product?"
        effect={<p>{data.product.name} ({data.product.sku}) leaves the shop at once: shoppers can no longer find or buy it. Orders keep their lines, and it can be put back.</p>}
        confirmLabel="Archive"
        busy={archiving.loading}
        onConfirm={async (reason) => {
          try {
            await setArchived({ variables: { id, archived: true, reason } });
          } catch (error) {
            throw new Error(apiError(error, 'The change could not be saved. Please try again.').message);
          }
          setArchiveOpen(false);
          toast({ title: 'Archived: no longer in the shop', variant: 'success' });
        }}
      />
      <ReasonDialog
        open={pendingSave !== null}
        onClose={() => setPendingSave(null)}
        title="Change the price by 20 % or more?"
        effect={pendingSave && <p>{priceChangeEffect(paid({ pricePence: data.product.price.amount, salePricePence: data.product.salePrice?.amount }), paid(pendingSave))}</p>}
        confirmLabel="Save changes"
        onConfirm={async (reason) => {
          if (!pendingSave) return;
          try {
            await update({ variables: { id, input: pendingSave, reason } });
          } catch (error) {
            throw new Error(apiError(error, 'The change could not be saved. Please try again.').message);
          }
          setPendingSave(null);
          toast({ title: 'Product saved', description: 'The shop shows the change now.', variant: 'success' });
        }}
      />
    </AdminPage>
  );
}
