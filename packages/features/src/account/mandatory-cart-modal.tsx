import { Button, Modal, Stack } from '@storefront/ui';
import { SmartLink } from '../navigation';
import { useText } from '../translations';

/** Props of {@link MandatoryCartModal}. */
export interface MandatoryCartModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Lines the cart holds now. */
  cartLineCount: number;
  /** The cart page, for "Review the cart first"; the link is left out without it. */
  cartUrl?: string;
  /** Goes on with the action: the new lines join the lines already in the cart. */
  onConfirm: () => void;
}

/**
 * The mandatory cart modal (spec §2). Our reading of "mandatory cart": a customer has exactly one cart, and
 * every action that fills it from elsewhere (reorder of a past order today) must go into that cart; there is
 * no second cart to put the lines in. So when the cart already holds lines, the modal says so before the
 * action mixes the new lines with them, and offers to go on (the lines are added, equal articles add up) or
 * to review the cart first. With an empty cart the action runs without asking.
 */
export function MandatoryCartModal({
  open,
  onOpenChange,
  cartLineCount,
  cartUrl,
  onConfirm,
}: MandatoryCartModalProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('mandatoryCart.title', 'Your cart already has items')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <Stack gap={3}>
          <Button
            fullWidth
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {t('mandatoryCart.confirm', 'Add to the cart')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </Stack>
      }
    >
      <p>
        {t(
          'mandatoryCart.text',
          'Your cart has {count} lines. The order lines are added to them: equal items add up, nothing is removed.',
        ).replace('{count}', String(cartLineCount))}
      </p>
      {cartUrl && (
        <p>
          <SmartLink href={cartUrl}>{t('mandatoryCart.review', 'Review the cart first')}</SmartLink>
        </p>
      )}
    </Modal>
  );
}
