import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Accordion, AccordionItem } from './accordion';

describe('Accordion', () => {
  it('opens and closes a section with its button, which reports aria-expanded', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <StorefrontThemeProvider>
        <Accordion>
          <AccordionItem title="Colour" onOpenChange={onOpenChange}>
            <p>Black</p>
          </AccordionItem>
          <AccordionItem title="Material" defaultOpen>
            <p>Oak</p>
          </AccordionItem>
        </Accordion>
      </StorefrontThemeProvider>,
    );
    const colour = screen.getByRole('button', { name: 'Colour' });
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Black')).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'Material' })).toHaveTextContent('Oak');
    await user.click(colour);
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Black')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});
