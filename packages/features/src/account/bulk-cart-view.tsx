import { Button, Skeleton, Stack, TextArea, TextField } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { bulkUpdateCart, fetchCart } from '../cart';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { planBulkCartUpdate } from './bulk-cart-lines';

/**
 * Bulk cart update (spec §1/§4, the account area of organisations): every cart line with a quantity field,
 * and a box for pasted 'code;quantity' rows (tab or semicolon), applied together in one PUT api/cart/bulk.
 * 0 removes a line, a pasted code not in the cart is added with its quantity. Field errors use the spec §5
 * texts; the server's message shows when it refuses (unknown code, inactive article).
 */
export function BulkCartView() {
  const t = useText();
  const dispatch = useAppDispatch();
  const lines = useAppSelector((state) => state.cart.lineItems);
  const loading = useAppSelector((state) => state.cart.isLoading);
  // Until the fresh read answers, the held lines may be stale: show placeholders instead. The server render
  // and the first client render always show them, so hydration never meets a different cart.
  const [mounted, setMounted] = useState(false);
  const reading = useAppSelector((state) => state.cart.fetching || !state.cart.loaded) || !mounted;
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [pasted, setPasted] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    setMounted(true);
    void dispatch(fetchCart());
  }, [dispatch]);

  const apply = async () => {
    setOutcome(null);
    // Only fields whose text differs from the cart's quantity are changes.
    const changed = Object.fromEntries(
      Object.entries(edited).filter(
        ([code, text]) => lines.find((l) => l.code === code)?.quantity !== Number(text),
      ),
    );
    const plan = planBulkCartUpdate(changed, pasted);
    setErrors(plan.errors);
    if (Object.keys(plan.errors).length > 0) return;
    if (plan.changes.length === 0) {
      setOutcome({ ok: false, text: t('bulkCart.nothing', 'Change a quantity or paste lines first.') });
      return;
    }
    setApplying(true);
    const result = await dispatch(bulkUpdateCart(plan.changes));
    setApplying(false);
    if (bulkUpdateCart.fulfilled.match(result)) {
      setEdited({});
      setPasted('');
      setOutcome({
        ok: true,
        text: t('bulkCart.applied', '{count} cart lines were updated.').replace(
          '{count}',
          String(plan.changes.length),
        ),
      });
    } else {
      setOutcome({ ok: false, text: result.payload ?? 'Unexpected error' });
    }
  };

  const pasteErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('paste:'))
    .map(([key, text]) =>
      t('bulkCart.pasteRow', 'Row {row}: {message}')
        .replace('{row}', key.slice(6))
        .replace('{message}', text),
    );

  return (
    <AccountSection title={t('bulkCart.title', 'Update cart')}>
      <p css={{ margin: 0 }}>
        {t(
          'bulkCart.intro',
          'Change the quantities of many lines at once (0 removes a line), or paste article numbers and quantities. Everything is applied together.',
        )}
      </p>
      {reading ? (
        <div aria-busy="true" data-testid="bulk-cart-loading">
          <Skeleton height="3rem" />
        </div>
      ) : lines.length === 0 ? (
        <p data-testid="bulk-cart-empty">
          {t('bulkCart.empty', 'The cart is empty: paste lines to fill it.')}
        </p>
      ) : (
        <ul
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[3],
          })}
        >
          {lines.map((line) => (
            <li
              key={line.code}
              data-testid="bulk-cart-line"
              css={(theme) => ({
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 3fr) minmax(5rem, 1fr)',
                gap: theme.space[3],
                alignItems: 'end',
              })}
            >
              <div>
                <strong>{line.item.name}</strong>
                <br />
                {line.code}
              </div>
              <TextField
                label={`${t('bulkCart.quantity', 'Quantity')} ${line.code}`}
                name={`quantity-${line.code}`}
                inputMode="numeric"
                value={edited[line.code] ?? String(line.quantity)}
                error={errors[`quantity:${line.code}`]}
                onChange={(event) =>
                  setEdited((held) => ({ ...held, [line.code]: event.target.value.replace(/\D/g, '') }))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Stack gap={2}>
        <TextArea
          label={t('bulkCart.paste', 'Paste lines (article number and quantity, separated by tab or ;)')}
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          error={
            pasteErrors.length > 0 ? (
              // The alert wraps the list: on the list itself the role would hide its items' list semantics.
              <div role="alert">
                <ul css={{ margin: 0 }}>
                  {pasteErrors.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            ) : undefined
          }
        />
      </Stack>
      <Button onClick={() => void apply()} loading={applying || loading} css={{ justifySelf: 'start' }}>
        {t('bulkCart.apply', 'Update cart')}
      </Button>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          css={(theme) => ({ margin: 0, color: outcome.ok ? theme.colors.success : theme.colors.danger })}
        >
          {outcome.text}
        </p>
      )}
    </AccountSection>
  );
}
