import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SaleRecord } from '../../domain/market/sales';
import type { salesMachine } from '../../machines/sales/sales.machine';
import { selectDetailStage, selectOpenBot, selectSalesDetail } from '../../machines/sales/sales.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { moneyText, saleDate } from './sales-format';
import * as styles from './SalesView.css';

type SalesActor = ActorRefFrom<typeof salesMachine>;

const statusText = (record: SaleRecord) => (record.status === 'refunded' ? `Refunded${record.refundedAt ? ` ${saleDate(record.refundedAt)}` : ''}` : 'Completed');

function Records({ records }: { records: readonly SaleRecord[] }) {
  if (records.length === 0) return <p className={styles.muted}>No sales yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Sales, newest first</caption>
        <thead>
          <tr>
            {['Sold', 'Price', 'Status'].map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={`${record.soldAt}-${index}`} data-testid="sale-record">
              <td className={styles.cell}>{saleDate(record.soldAt)}</td>
              <td className={styles.cell}>{moneyText(record.priceCents)}</td>
              <td className={styles.cell}>{statusText(record)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A published bot's latest sales, newest first, each with its price and whether it was refunded; no buyer is named (D130). */
export function SalesRecordsDialog({ actor }: { actor: SalesActor }) {
  const stage = useSelector(actor, selectDetailStage);
  const bot = useSelector(actor, selectOpenBot);
  const detail = useSelector(actor, selectSalesDetail);
  const close = () => actor.send({ type: 'detail.close' });
  return (
    <Dialog
      isOpen={stage !== 'closed'}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <DialogHeader title={`Sales of ${bot?.title ?? ''}`} closeLabel="Close" onClose={close} />
      {stage === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner /> Loading its sales...
        </p>
      ) : stage === 'failed' ? (
        <div className={styles.note} role="alert">
          Its sales could not be loaded.{' '}
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'detail.retry' })}>
            Try again
          </Button>
        </div>
      ) : detail ? (
        <Records records={detail.records} />
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
