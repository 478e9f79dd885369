import type { VariationCodeHit } from '@storefront/api-client';
import { priceAudience, priceDisplay } from '@storefront/domain';
import { Button, QuantityStepper } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addToCart, bulkAddToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { resolveQuickOrderCode } from '../quick-order';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { pluralText, useText } from '../translations';

/** Props of {@link FavouriteRows}. */
export interface FavouriteRowsProps {
  /** The list's article codes, in list order. */
  codes: readonly string[];
  /** Takes one article out of the list. */
  onRemove: (code: string) => void;
}

/** What the lookup found for a code: the article, null when none has it, undefined while loading. */
type Found = Record<string, VariationCodeHit | null | undefined>;

/**
 * A favourites list as a purchase list (issue 23): a row per article with image, name, item number, stock and,
 * signed in, price, quantity and Add to cart; Add all to cart puts every buyable row in the cart in one call.
 */
export function FavouriteRows({ codes, onRemove }: FavouriteRowsProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [found, setFound] = useState<Found>({});
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const key = codes.join('\n');

  useEffect(() => {
    let current = true;
    for (const code of key.split('\n').filter(Boolean)) {
      void dispatch(resolveQuickOrderCode(code)).then((result) => {
        if (!current) return;
        const hit = resolveQuickOrderCode.fulfilled.match(result) ? result.payload : null;
        setFound((held) => ({ ...held, [code]: hit }));
      });
    }
    return () => {
      current = false;
    };
  }, [dispatch, key]);

  const buyable = (hit: VariationCodeHit | null | undefined): hit is VariationCodeHit =>
    Boolean(hit?.active && hit.isBuyable && hit.price && hit.inStockQuantity > 0);
  const quantityOf = (code: string) => quantities[code] ?? 1;
  const addedText = (count: number) =>
    pluralText(count, {
      one: t('quickOrder.addedOne', '{count} line was added to the cart.'),
      other: t('quickOrder.added', '{count} lines were added to the cart.'),
    });

  const addOne = async (code: string) => {
    setAdding(code);
    const result = await dispatch(addToCart({ code, quantity: quantityOf(code) }));
    setAdding(null);
    setOutcome(
      addToCart.fulfilled.match(result)
        ? { ok: true, text: addedText(1) }
        : { ok: false, text: result.payload ?? 'Unexpected error' },
    );
  };
  const rows = codes.map((code) => ({ code, hit: found[code] }));
  const addable = rows.filter((row) => buyable(row.hit));
  const addAll = async () => {
    if (addable.length === 0) return;
    setAdding('*');
    const result = await dispatch(
      bulkAddToCart(addable.map((row) => ({ code: row.code, quantity: quantityOf(row.code) }))),
    );
    setAdding(null);
    setOutcome(
      bulkAddToCart.fulfilled.match(result)
        ? { ok: true, text: addedText(addable.length) }
        : { ok: false, text: result.payload ?? 'Unexpected error' },
    );
  };

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <ul
        data-testid="favourites-list"
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
      >
        {rows.map(({ code, hit }) => (
          <li
            key={code}
            data-testid="favourite-row"
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: '4rem minmax(0, 1fr)',
              gap: theme.space[3],
              alignItems: 'center',
              paddingBlockEnd: theme.space[3],
              borderBlockEnd: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
            })}
          >
            {hit ? (
              <img
                src={hit.image.src}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                css={{ width: '4rem', height: '4rem', objectFit: 'contain' }}
              />
            ) : (
              <span aria-hidden="true" />
            )}
            <div
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space[3],
                alignItems: 'center',
                justifyContent: 'space-between',
              })}
            >
              <div css={{ minWidth: '10rem' }}>
                {hit ? <Link to={hit.url}>{hit.name}</Link> : <span>{code}</span>}
                <br />
                <small>
                  {t('product.code', 'Article no.')} {code}
                </small>
                {hit && (
                  <>
                    <br />
                    <small>
                      {t('quickOrder.inStock', 'In stock')}: {hit.inStockQuantity}
                    </small>
                  </>
                )}
                {hit === null && (
                  <>
                    <br />
                    <small>{t('quickOrder.notFound', 'No item has this number.')}</small>
                  </>
                )}
              </div>
              {hit && <RowPrice hit={hit} />}
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space[2],
                  alignItems: 'center',
                })}
              >
                {signedIn && buyable(hit) && (
                  <>
                    <QuantityStepper
                      value={quantityOf(code)}
                      onChange={(value) => setQuantities((held) => ({ ...held, [code]: value }))}
                      min={1}
                      max={hit.maxQuantity > 0 ? hit.maxQuantity : undefined}
                      label={`${t('product.quantity', 'Quantity')} ${hit.name}`}
                      decrementLabel={t('product.decrease', 'Decrease quantity')}
                      incrementLabel={t('product.increase', 'Increase quantity')}
                    />
                    <Button size="s" loading={adding === code} onClick={() => void addOne(code)}>
                      {t('product.addToCart', 'Add to cart')}
                    </Button>
                  </>
                )}
                <Button size="s" variant="ghost" onClick={() => onRemove(code)}>
                  {t('favourites.removeItem', 'Remove')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {signedIn && (
        <Button
          css={{ justifySelf: 'start' }}
          disabled={addable.length === 0}
          loading={adding === '*'}
          onClick={() => void addAll()}
        >
          {t('quickOrder.addAllToCart', 'Add all to cart')}
        </Button>
      )}
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          css={(theme) => ({ margin: 0, color: outcome.ok ? theme.colors.success : theme.colors.danger })}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}

/**
 * A row's price by the shop's price rule, as cards and the product page show it (spec §1: including or
 * excluding VAT by the global settings; only signed-in customers see prices). A code hit carries no hidePrice
 * flag: its price is null when the product hides it, and then nothing shows.
 */
function RowPrice({ hit }: { hit: VariationCodeHit }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const display = priceDisplay({ hidePrice: false, price: hit.price }, priceAudience(signedIn), inclVat);
  return display.kind === 'price' ? (
    <strong data-testid="favourite-price">{display.current.formattedString}</strong>
  ) : null;
}
