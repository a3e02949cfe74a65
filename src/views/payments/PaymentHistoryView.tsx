import { useSelector } from '@xstate/react';
import { Copy, Download, Eye, FileDown, MoreHorizontal } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { usd } from '../../domain/money';
import type { Payment, PaymentPeriod } from '../../domain/payments/payments';
import type { StatusFilter, paymentHistoryMachine } from '../../machines/payments/payment-history.machine';
import {
  selectExporting,
  selectHistoryDetails,
  selectHistoryFailed,
  selectHistoryItems,
  selectHistoryLoaded,
  selectHistoryLoading,
  selectHistoryNeverPaid,
  selectHistoryPage,
  selectHistoryPageButtons,
  selectHistoryPageCount,
  selectHistoryPeriod,
  selectHistorySearch,
  selectHistoryStatus,
  selectHistorySummary,
  selectHistoryTotal,
  selectInvoicing,
} from '../../machines/payments/payment-history.selectors';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Menu, MenuItem, MenuTrigger, Popover } from '../ui/Menu';
import { Pagination } from '../ui/Pagination';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { PaymentDetailsDialog, SampleBadge } from './PaymentDetailsDialog';
import type { RefundActor } from './RefundPanel';
import { paymentDate } from './payment-format';
import * as styles from './payments.css';

type HistoryActor = ActorRefFrom<typeof paymentHistoryMachine>;

const statusOptions: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Status' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'refunded', label: 'Refunded' },
];

const periodOptions: Array<{ value: PaymentPeriod; label: string }> = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'year', label: 'This Year' },
];

function Tiles({ actor }: { actor: HistoryActor }) {
  const summary = useSelector(actor, selectHistorySummary);
  const tiles = [
    { label: 'Total Spent', value: summary ? usd(summary.completed_total) : '—' },
    { label: 'Completed Payments', value: summary ? String(summary.completed_count) : '—' },
    { label: 'This Month', value: summary ? usd(summary.this_month_total) : '—' },
  ];
  return (
    <ul className={styles.tiles} aria-label="Summary">
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile}>
          <p className={styles.tileLabel}>{tile.label}</p>
          <p className={styles.tileValue}>{tile.value}</p>
        </li>
      ))}
    </ul>
  );
}

function MoreOptions({ payment, actor }: { payment: Payment; actor: HistoryActor }) {
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={`More options for ${payment.id}`}>
        <MoreHorizontal size={16} aria-hidden="true" />
      </Button>
      <Popover placement="bottom end" className={styles.menu}>
        <Menu
          aria-label={`Options for ${payment.id}`}
          onAction={(key) => actor.send(key === 'copy' ? { type: 'id.copy', payment } : { type: 'invoice.requested', payment })}
        >
          <MenuItem id="copy" className={styles.menuItem} textValue="Copy payment ID">
            <Copy size={16} aria-hidden="true" /> Copy payment ID
          </MenuItem>
          {payment.status === 'failed' ? (
            <MenuItem id="invoice" className={styles.menuItem} textValue="Download receipt of the failed attempt">
              <FileDown size={16} aria-hidden="true" /> Download receipt of the failed attempt
            </MenuItem>
          ) : (
            <MenuItem id="invoice" className={styles.menuItem} textValue="Download invoice">
              <FileDown size={16} aria-hidden="true" /> Download invoice
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function PaymentsTable({ actor }: { actor: HistoryActor }) {
  const items = useSelector(actor, selectHistoryItems);
  const invoicing = useSelector(actor, selectInvoicing);
  const neverPaid = useSelector(actor, selectHistoryNeverPaid);
  if (neverPaid)
    return (
      <div className={styles.empty}>
        <p className={styles.panelTitle}>No payments yet</p>
        <p className={styles.muted}>The bots you buy and the plans you pay for are listed here.</p>
      </div>
    );
  if (items.length === 0) return <p className={styles.muted}>No payments match your filters.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Payments</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              Payment ID
            </th>
            <th scope="col" className={styles.headCell}>
              Date
            </th>
            <th scope="col" className={styles.headCell}>
              Description
            </th>
            <th scope="col" className={styles.headCell}>
              Method
            </th>
            <th scope="col" className={styles.headCell}>
              Status
            </th>
            <th scope="col" className={[styles.headCell, styles.amountCell].join(' ')}>
              Amount
            </th>
            <th scope="col" className={styles.headCell}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" className={styles.cell}>
                {payment.id}
              </th>
              <td className={styles.cell}>{paymentDate(payment.date)}</td>
              <td className={styles.cell}>
                {payment.description}
                {payment.sample ? <SampleBadge /> : null}
              </td>
              <td className={styles.cell}>{payment.method}</td>
              <td className={styles.cell}>
                <span className={styles.statusBadge[payment.status]}>{payment.status}</span>
              </td>
              <td className={styles.amountCell}>{usd(payment.amount)}</td>
              <td className={styles.cell}>
                <div className={styles.rowActions}>
                  <Button variant="ghost" size="sm" isDisabled={invoicing} onPress={() => actor.send({ type: 'invoice.requested', payment })} aria-label={payment.status === 'failed' ? `Download receipt of failed payment ${payment.id}` : `Download invoice ${payment.invoice}`}>
                    <Download size={16} aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'details.open', payment })} aria-label={`View details of ${payment.id}`}>
                    <Eye size={16} aria-hidden="true" />
                  </Button>
                  <MoreOptions payment={payment} actor={actor} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /payment-history (02 §2, D12, D43); a payment's details offer its refund (D84). */
export function PaymentHistoryView({ actor, refund }: { actor: HistoryActor; refund: RefundActor }) {
  const status = useSelector(actor, selectHistoryStatus);
  const period = useSelector(actor, selectHistoryPeriod);
  const search = useSelector(actor, selectHistorySearch);
  const loading = useSelector(actor, selectHistoryLoading);
  const loaded = useSelector(actor, selectHistoryLoaded);
  const failed = useSelector(actor, selectHistoryFailed);
  const total = useSelector(actor, selectHistoryTotal);
  const page = useSelector(actor, selectHistoryPage);
  const pageCount = useSelector(actor, selectHistoryPageCount);
  const buttons = useSelector(actor, selectHistoryPageButtons);
  const exporting = useSelector(actor, selectExporting);
  const details = useSelector(actor, selectHistoryDetails);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <div>
          <h1 id="page-title" className={styles.title}>
            Payment History
          </h1>
          <p className={styles.tagline}>Your payments, invoices and receipts.</p>
        </div>
        <Button variant="secondary" isPending={exporting} pendingLabel="Exporting..." onPress={() => actor.send({ type: 'export.requested' })}>
          <Download size={16} aria-hidden="true" /> Export CSV
        </Button>
      </header>
      <Tiles actor={actor} />
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <div className={styles.toolbarSearch}>
            <TextField label="Search" type="search" placeholder="Search by description, ID or method" value={search} onChange={(value) => actor.send({ type: 'search.changed', search: value })} />
          </div>
          <div className={styles.toolbarSelect}>
            <SelectField label="Status" value={status} options={statusOptions} onChange={(value) => actor.send({ type: 'status.changed', status: value })} />
          </div>
          <div className={styles.toolbarSelect}>
            <SelectField label="Period" value={period} options={periodOptions} onChange={(value) => actor.send({ type: 'period.changed', period: value })} />
          </div>
        </div>
        <p className={styles.muted} role="status">
          {loading ? (
            <>
              <Spinner /> Loading payments...
            </>
          ) : failed ? null : (
            `${total} ${total === 1 ? 'payment' : 'payments'} · page ${page} of ${pageCount}`
          )}
        </p>
        {failed ? (
          <LoadFailed subject="Your payments" className={styles.empty} textClassName={styles.muted} onRetry={() => actor.send({ type: 'list.reload' })} />
        ) : loaded ? (
          <PaymentsTable actor={actor} />
        ) : null}
        <Pagination label="Payment history pages" page={page} pageCount={pageCount} buttons={buttons} onChange={(next) => actor.send({ type: 'page.changed', page: next })} />
      </div>
      <PaymentDetailsDialog
        payment={details}
        refund={refund}
        onClose={() => {
          actor.send({ type: 'details.close' });
          refund.send({ type: 'refund.reset' });
        }}
        onInvoice={(payment) => actor.send({ type: 'invoice.requested', payment })}
      />
    </section>
  );
}
