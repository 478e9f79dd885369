import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { cartTexts } from './cart-texts';
import { shareCartLink } from './share-cart-link';
import { shareCart } from './share-cart-thunks';
import { ShareCartView } from './share-cart-view';

/** Props of {@link ShareCartContent}. */
export interface ShareCartContentProps {
  /** The cart page's path, e.g. `/en/cart-page`; the link opens it with `?share=`. */
  cartPath: string;
}

/** The share cart modal's body: asks the server for a share id once it opens and shows the link. */
export function ShareCartContent({ cartPath }: ShareCartContentProps) {
  const dispatch = useAppDispatch();
  const texts = cartTexts(useText());
  const [state, setState] = useState<{
    status: 'loading' | 'succeeded' | 'failed';
    link: string | null;
    error: string | null;
  }>({ status: 'loading', link: null, error: null });

  const share = useCallback(async () => {
    setState({ status: 'loading', link: null, error: null });
    const result = await dispatch(shareCart());
    if (shareCart.fulfilled.match(result)) {
      setState({
        status: 'succeeded',
        link: shareCartLink(window.location.origin, cartPath, result.payload),
        error: null,
      });
    } else {
      setState({ status: 'failed', link: null, error: result.payload ?? null });
    }
  }, [dispatch, cartPath]);

  useEffect(() => {
    void share();
  }, [share]);

  return <ShareCartView {...state} onRetry={() => void share()} texts={texts} />;
}
