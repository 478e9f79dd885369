import type { Approval } from '@storefront/api-client';
import { Button, Cluster, ScrollTable, Spinner } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { AccountSection } from '../account';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { approveOrder, loadApprovals, rejectOrder } from './approvals-thunks';
import { RejectOrderModal } from './reject-order-modal';

type Confirmation = { kind: 'approved' | 'rejected'; orderNumber: string } | null;

/**
 * Orders of the organisation above a purchaser's spending limit, for administrators: order number, who placed
 * it, when, the total, and Approve or Reject (with a required reason). The list is read again after each
 * decision, so an order another administrator decided meanwhile disappears.
 */
export function ApprovalsView() {
  const t = useText();
  const dispatch = useAppDispatch();
  const [approvals, setApprovals] = useState<Approval[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);

  const reload = useCallback(async () => {
    const result = await dispatch(loadApprovals());
    if (loadApprovals.fulfilled.match(result)) {
      setApprovals(result.payload.approvals);
      setError(null);
    } else setError(result.payload ?? 'Unexpected error');
  }, [dispatch]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const approve = async (orderNumber: string) => {
    setBusy(orderNumber);
    const result = await dispatch(approveOrder(orderNumber));
    setBusy(null);
    if (approveOrder.fulfilled.match(result)) setConfirmation({ kind: 'approved', orderNumber });
    else setError(result.payload ?? 'Unexpected error');
    await reload();
  };

  return (
    <AccountSection title={t('approvals.title', 'Approvals')}>
      <p css={{ margin: 0 }}>
        {t('approvals.intro', 'Orders above the purchaser’s spending limit wait here for your decision.')}
      </p>
      {approvals === null && !error && <Spinner label={t('common.loading', 'Loading…')} />}
      {error && <p role="alert">{error}</p>}
      {confirmation && (
        <p role="status">
          {(confirmation.kind === 'approved'
            ? t('approvals.approved', 'Order {orderNumber} is approved.')
            : t('approvals.rejected', 'Order {orderNumber} is rejected.')
          ).replace('{orderNumber}', confirmation.orderNumber)}
        </p>
      )}
      {approvals?.length === 0 && <p>{t('approvals.empty', 'No orders are waiting for approval.')}</p>}
      {approvals && approvals.length > 0 && (
        <ScrollTable label={t('approvals.title', 'Approvals')}>
          <thead>
            <tr>
              <th>{t('orderConfirmation.orderNumber', 'Order number')}</th>
              <th>{t('account.placedByColumn', 'Placed by')}</th>
              <th>{t('account.orderDate', 'Date')}</th>
              <th>{t('approvals.totalExVat', 'Total excl. VAT')}</th>
              <th>{t('approvals.limit', 'Limit')}</th>
              <th>{t('users.actions', 'Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {approvals.map((approval) => (
              <tr key={approval.orderNumber} data-testid="approval-row">
                <td>{approval.orderNumber}</td>
                <td>{approval.placedBy}</td>
                <td>{approval.orderDate.slice(0, 10)}</td>
                <td>{approval.totalPriceExVat.formattedString}</td>
                <td>
                  {approval.spendingLimit === null
                    ? t('approvals.noLimit', 'No limit')
                    : `${approval.spendingLimit.toLocaleString('nb-NO')} kr`}
                </td>
                <td>
                  <Cluster gap={2} align="stretch">
                    <Button
                      size="s"
                      loading={busy === approval.orderNumber}
                      onClick={() => void approve(approval.orderNumber)}
                    >
                      {t('approvals.approve', 'Approve')}
                    </Button>
                    <Button size="s" variant="secondary" onClick={() => setRejecting(approval)}>
                      {t('approvals.reject', 'Reject')}
                    </Button>
                  </Cluster>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {rejecting && (
        <RejectOrderModal
          approval={rejecting}
          onOpenChange={(open) => {
            if (!open) setRejecting(null);
          }}
          onReject={async (reason) => {
            const result = await dispatch(rejectOrder({ orderNumber: rejecting.orderNumber, reason }));
            if (!rejectOrder.fulfilled.match(result)) return [result.payload ?? 'Unexpected error'];
            setConfirmation({ kind: 'rejected', orderNumber: rejecting.orderNumber });
            setRejecting(null);
            await reload();
            return null;
          }}
        />
      )}
    </AccountSection>
  );
}
