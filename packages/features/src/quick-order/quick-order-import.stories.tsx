import type { VariationCodeHit } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyAdministrator } from '../test/account-story-providers';
import { makeProductCard } from '../test/product-card-fixtures';
import { QuickOrderImportView } from './quick-order-import';
import type { ImportPreviewRow } from './quick-order-import-status';

/** A variation-code hit for a story row, drawn from the product card fixtures. */
function storyHit(index: number, code: string, overrides: Partial<VariationCodeHit> = {}): VariationCodeHit {
  const card = makeProductCard(index, { code });
  return {
    code,
    productCode: code,
    name: card.name,
    url: card.url,
    image: card.image,
    price: card.price,
    inStockQuantity: 24,
    active: true,
    isBuyable: true,
    maxQuantity: 0,
    ...overrides,
  };
}

/** One row of each status the preview shows. */
const previewRows: ImportPreviewRow[] = [
  { rowNumbers: [2, 7], code: 'OSLO-GRN', quantity: 5, hit: storyHit(1, 'OSLO-GRN'), status: 'ok' },
  { rowNumbers: [3], code: 'BERGEN-OAK', quantity: 2, hit: storyHit(2, 'BERGEN-OAK'), status: 'ok' },
  { rowNumbers: [4], code: 'NOPE-404', quantity: 1, hit: null, status: 'unknownCode' },
  {
    rowNumbers: [5],
    code: 'SOFA-1',
    quantity: 30,
    hit: storyHit(3, 'SOFA-1', { inStockQuantity: 4 }),
    status: 'notEnoughStock',
  },
  { rowNumbers: [6], code: 'LYS-WHT', quantity: null, error: 'invalidQuantity', status: 'invalidQuantity' },
  { rowNumbers: [8], code: '', quantity: 2, error: 'missingCode', status: 'missingCode' },
];

const meta = {
  title: 'Account/QuickOrderImport',
  component: QuickOrderImportView,
  args: { state: { phase: 'idle' }, onFile: fn(), onPaste: fn(), onAdd: fn() },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyAdministrator} route="/en/quick-order">
        <div css={(theme) => ({ padding: theme.space[6], maxWidth: theme.maxWidths.content })}>
          <Story />
        </div>
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof QuickOrderImportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the file input and the paste box. */
export const Empty: Story = {};
/** Empty, dark theme. */
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
/** Reading the file and looking the codes up. */
export const Loading: Story = { args: { state: { phase: 'loading' } } };
/** A preview with two valid lines (one merged from two rows) and a row for each kind of error. */
export const PreviewWithErrors: Story = { args: { state: { phase: 'ready', rows: previewRows } } };
/** The preview, dark theme. */
export const PreviewWithErrorsDark: Story = { ...PreviewWithErrors, globals: { theme: 'dark' } };
/** Adding the valid lines. */
export const Adding: Story = { args: { state: { phase: 'ready', rows: previewRows }, adding: true } };
/** After adding: the rows with errors stay, the status says what went in. */
export const Added: Story = {
  args: {
    state: { phase: 'ready', rows: previewRows.filter((row) => row.status !== 'ok') },
    outcome: { ok: true, added: 2 },
  },
};
/** A file with more than 500 rows is refused. */
export const FileError: Story = { args: { state: { phase: 'failed', failure: 'tooManyRows' } } };
/** The refusal, dark theme. */
export const FileErrorDark: Story = { ...FileError, globals: { theme: 'dark' } };
