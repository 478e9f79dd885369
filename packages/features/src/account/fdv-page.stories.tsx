import type { Meta, StoryObj } from '@storybook/react-vite';
import { testCustomer } from '../test/account-fixtures';
import {
  AccountStoryProviders,
  type StoryAnswers,
  storyAdministrator,
} from '../test/account-story-providers';
import { FdvPage } from './fdv-page';

const page = {
  pageId: 'fdv',
  url: '/en/fdv-documents',
  pageType: 'FdvPage',
  pageTitle: 'FDV documents',
} as Parameters<typeof FdvPage>[0]['page'];

const documents: StoryAnswers = {
  'GET /api/fdv/documents': {
    status: 200,
    body: {
      organizationName: 'Nordlys Interiør AS',
      documents: [
        {
          productCode: 'OSLO-CHAIR',
          name: 'Oslo arm chair',
          fileName: 'fdv-OSLO-CHAIR.html',
          downloadUrl: '/api/fdv/documents/OSLO-CHAIR?language=en',
          orders: [
            { orderNumber: 'SO-2026-0002', orderDate: '2026-01-05T10:00:00.000Z', quantity: 4 },
            { orderNumber: 'SO-2025-0001', orderDate: '2025-03-01T10:00:00.000Z', quantity: 2 },
          ],
        },
        {
          productCode: 'BERGEN-SOFA',
          name: 'Bergen three-seat sofa in green velvet with oak legs and removable covers',
          fileName: 'fdv-BERGEN-SOFA.html',
          downloadUrl: '/api/fdv/documents/BERGEN-SOFA?language=en',
          orders: [{ orderNumber: 'SO-2025-0001', orderDate: '2025-03-01T10:00:00.000Z', quantity: 1 }],
        },
      ],
    },
  },
};

const meta = {
  title: 'Account/FdvPage',
  component: FdvPage,
  args: { page },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FdvPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withAnswers = (answers: StoryAnswers, customer = storyAdministrator): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={customer} answers={answers} route="/en/fdv-documents">
      <Story />
    </AccountStoryProviders>
  ),
];

/** The organisation's documents, one per bought product, with search and download links. */
export const Documents: Story = { decorators: withAnswers(documents) };
/** Waiting for the list. */
export const Loading: Story = { decorators: withAnswers({ 'GET /api/fdv/documents': { status: 0 } }) };
/** No paid orders yet. */
export const Empty: Story = {
  decorators: withAnswers({
    'GET /api/fdv/documents': {
      status: 200,
      body: { organizationName: 'Nordlys Interiør AS', documents: [] },
    },
  }),
};
/** A private customer: the server's refusal with "Try again". */
export const PrivateCustomer: Story = {
  decorators: withAnswers(
    {
      'GET /api/fdv/documents': {
        status: 403,
        body: { error: 'FORBIDDEN', message: 'FDV documents are available to organisation customers only.' },
      },
    },
    testCustomer({ id: 'c-1', email: 'kari@example.no' }),
  ),
};
/** The list could not be read. */
export const LoadFailed: Story = {
  decorators: withAnswers({ 'GET /api/fdv/documents': { status: 500 } }),
};
/** An anonymous visitor is asked to sign in. */
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null} route="/en/fdv-documents">
        <Story />
      </AccountStoryProviders>
    ),
  ],
};
/** Dark theme. */
export const Dark: Story = { decorators: withAnswers(documents), globals: { theme: 'dark' } };
