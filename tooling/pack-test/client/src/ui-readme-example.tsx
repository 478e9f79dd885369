// The example of packages/ui/README.md ("Set up"), as written there.
import '@storefront/ui/fonts.css';
import { Button, StorefrontThemeProvider } from '@storefront/ui';
import { CartIcon } from '@storefront/ui/icons';

export function App() {
  return (
    <StorefrontThemeProvider initialTheme="light">
      <Button startIcon={<CartIcon size="s" />}>Add to cart</Button>
    </StorefrontThemeProvider>
  );
}
