import { CONDITIONS, GENDERS } from '@aurum/rules/catalog/product-rules';
import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button } from '../../components/ui';
import { graphqlErrorOf } from '../../lib/api-error';
import { CheckboxInput, FieldGroup, optionsOf, SelectInput, TextAreaInput, TextInput } from './product-form-fields';
import { type ProductFormValues, SERVER_FIELD, validateProductForm } from './product-form-values';

const MOVEMENTS = ['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar'];
const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'All-Season'];
const STYLES = ['Formal', 'Casual', 'Business', 'Evening', 'Sport', 'Outerwear', 'Accessories'];
const FITS = ['Slim', 'Regular', 'Relaxed', 'Tailored', 'Oversized', 'Athletic'];

/** The server's refusal as form errors: under the field it names, or above the Save button. */
export function submitErrorsOf(error: unknown): Record<string, string> {
  const refusal = graphqlErrorOf(error);
  if (refusal?.field) return { [SERVER_FIELD[refusal.field] ?? refusal.field]: refusal.message, [FORM_ERROR]: refusal.message };
  if (refusal) return { [FORM_ERROR]: refusal.message };
  return { [FORM_ERROR]: 'The product could not be saved. Please try again.' };
}

interface ProductFormProps {
  initialValues: ProductFormValues;
  submitLabel: string;
  /** Resolves to nothing when saved, or to form errors. */
  onSubmit: (values: ProductFormValues) => Promise<Record<string, string> | undefined>;
}

/** Every field of a product (storefront.md §3), watch or clothing extras by department. */
export function ProductForm({ initialValues, submitLabel, onSubmit }: ProductFormProps) {
  const theme = useTheme();
  return (
    <Form<ProductFormValues> initialValues={initialValues} validate={validateProductForm} onSubmit={onSubmit} subscription={{ submitting: true, submitError: true, values: true }}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form aria-label="Product" noValidate onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[5]};`}>
          <FieldGroup title="Basics">
            <TextInput name="name" label="Name" />
            <TextInput name="brand" label="Brand" />
            <TextInput name="model" label="Model" />
            <TextInput name="sku" label="SKU" hint="Letters, digits and hyphens" />
            <TextInput name="reference" label="Reference" />
            <SelectInput name="category" label="Department" options={[{ value: 'WATCHES', label: 'Watches' }, { value: 'CLOTHING', label: 'Clothing' }]} />
            <SelectInput name="condition" label="Condition" options={optionsOf(CONDITIONS)} />
            <SelectInput name="gender" label="Gender" options={optionsOf(GENDERS, 'Not set')} />
          </FieldGroup>
          <FieldGroup title="Price and stock">
            <TextInput name="price" label="Price (£)" inputMode="decimal" />
            <TextInput name="salePrice" label="Sale price (£)" inputMode="decimal" hint="Below the price; blank when not on sale" />
            <TextInput name="originalPrice" label="Original price (£)" inputMode="decimal" hint="Optional: the usual price" />
            <TextInput name="stock" label="Stock" inputMode="numeric" />
            <CheckboxInput name="featured" label="Featured on the home page" />
          </FieldGroup>
          <FieldGroup title="Description">
            <TextAreaInput name="description" label="Description" />
            <TextAreaInput name="detailedDescription" label="Detailed description" rows={5} />
            <TextAreaInput name="features" label="Features" hint="One per line" />
            <TextAreaInput name="specifications" label="Specifications" hint="One per line, as Name: value" />
            <TextAreaInput name="careInstructions" label="Care instructions" hint="One per line" />
          </FieldGroup>
          <FieldGroup title="Attributes">
            <TextInput name="materials" label="Materials" hint="Comma-separated" />
            <TextInput name="colors" label="Colours" hint="Comma-separated" />
            <TextInput name="tags" label="Tags" hint="e.g. New Arrivals, Men, Luxury" />
            <TextInput name="sizes" label="Sizes" hint="Comma-separated, e.g. S, M, L" />
            <TextInput name="availableSizes" label="Available sizes" hint="Those of the sizes in stock" />
          </FieldGroup>
          {values.category === 'WATCHES' ? (
            <FieldGroup title="Watch details">
              <TextInput name="caseDiameterMm" label="Case diameter (mm)" inputMode="numeric" />
              <TextInput name="caseMaterial" label="Case material" />
              <TextInput name="dialColor" label="Dial colour" />
              <TextInput name="strapMaterial" label="Strap material" />
              <SelectInput name="movement" label="Movement" options={optionsOf(MOVEMENTS, 'Not set')} />
              <TextInput name="waterResistanceM" label="Water resistance (m)" inputMode="numeric" />
              <TextInput name="complications" label="Complications" hint="Comma-separated" />
              <CheckboxInput name="boxAndPapers" label="Box and papers" />
              <CheckboxInput name="limitedEdition" label="Limited edition" />
            </FieldGroup>
          ) : (
            <FieldGroup title="Clothing details">
              <TextInput name="fabric" label="Fabric" />
              <SelectInput name="season" label="Season" options={optionsOf(SEASONS, 'Not set')} />
              <SelectInput name="style" label="Style" options={optionsOf(STYLES, 'Not set')} />
              <SelectInput name="fit" label="Fit" options={optionsOf(FITS, 'Not set')} />
              <TextInput name="countryOfOrigin" label="Country of origin" />
            </FieldGroup>
          )}
          {submitError && (
            <p role="alert" css={css`color: ${theme.colors.dangerOnDark};`}>
              {submitError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
